; Parameters and results with signext/zeroext, as clang writes them for
; char, short and bool on x86-64 and AArch64: the callee may rely on the
; caller having extended them, so the harness must call it as C does.
; Checked by TestFalseAlarms: no finding.

define i1 @f(i8 signext %x, i16 zeroext %y) {
  %a = sext i8 %x to i32
  %b = zext i16 %y to i32
  %c = icmp slt i32 %a, %b
  ret i1 %c
}

define i32 @widen1(i1 zeroext %b, i1 signext %c) {
  %x = zext i1 %b to i32
  %y = sext i1 %c to i32
  %r = add i32 %x, %y
  ret i32 %r
}

; (Not sext to i64: LLVM 14 and 19's AArch64 FastISel get that wrong,
; https://github.com/llvm/llvm-project/issues/205830, see
; ../llvm14-bugs/aarch64-fastisel-signext-arg-to-i64.ll.)
define i32 @widen8(i8 signext %a, i8 zeroext %b) {
  %x = sext i8 %a to i32
  %y = zext i8 %b to i32
  %r = mul i32 %x, %y
  ret i32 %r
}

define i32 @widen16(i16 signext %a, i16 zeroext %b) {
  %x = sext i16 %a to i32
  %y = zext i16 %b to i32
  %r = sub i32 %x, %y
  ret i32 %r
}

define i64 @odd(i7 signext %a, i15 zeroext %b, i31 signext %c) {
  %x = sext i7 %a to i64
  %y = zext i15 %b to i64
  %z = sext i31 %c to i64
  %s = add i64 %x, %y
  %r = add i64 %s, %z
  ret i64 %r
}

define signext i8 @ret8(i32 %x) {
  %t = trunc i32 %x to i8
  %r = add i8 %t, 1
  ret i8 %r
}

define zeroext i16 @ret16(i16 zeroext %x, i16 signext %y) {
  %r = xor i16 %x, %y
  ret i16 %r
}

define i32 @caller(i8 signext %x) {
  %r = call signext i8 @ret8(i32 200)
  %a = sext i8 %r to i32
  %b = sext i8 %x to i32
  %c = add i32 %a, %b
  ret i32 %c
}
