; The predicate: the divisor stays a constant other than 0, 1 and -1, so
; it is halved; the add keeps a non-constant left operand, which becomes
; an argument.
; passes: operands
; keep @f: sdiv i32 %a,
; reject: sdiv i32 %a, 0
; reject: sdiv i32 %a, 1
; reject: sdiv i32 %a, -1
; reject: add i32 0, 0
; reject: add i32 1, 0
; reject: add i32 -1, 0
; keep @f: add i32 %
; expect: operands
define i32 @f(i32 %x, i32 %y) {
  %m = mul i32 %y, 7
  %a = add i32 %m, 5
  %d = sdiv i32 %a, 96
  ret i32 %d
}
