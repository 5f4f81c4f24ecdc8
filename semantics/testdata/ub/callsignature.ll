; ARGS: 3
; EXPECT-UB: call signature mismatch
; AT: %entry %r
@fptr = global ptr @h

define i32 @h(i32 %a) {
entry:
  ret i32 %a
}

define i64 @f(i64 %x) {
entry:
  %fp = load ptr, ptr @fptr, align 8
  %r = call i64 %fp(i64 %x, i64 %x)
  ret i64 %r
}
