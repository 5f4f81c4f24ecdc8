; langref: trunc: keeps the low bits
; expect: i32 511 -> i8 -1

define i8 @f(i32 %a) {
  %r = trunc i32 %a to i8
  ret i8 %r
}
