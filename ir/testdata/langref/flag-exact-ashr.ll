; langref: exact on ashr: shifting out a non-zero bit gives poison
; expect: i8 -3, i8 1 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = ashr exact i8 %a, %b
  ret i8 %r
}
