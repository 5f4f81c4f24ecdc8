; langref: exact on lshr: shifting out a non-zero bit gives poison
; expect: i8 5, i8 1 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = lshr exact i8 %a, %b
  ret i8 %r
}
