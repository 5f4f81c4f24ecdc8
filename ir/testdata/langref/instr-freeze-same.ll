; langref: freeze: every use of one freeze sees the same value
; expect: i8 poison -> i8 0

define i8 @f(i8 %a) {
  %r = freeze i8 %a
  %d = sub i8 %r, %r
  ret i8 %d
}
