; langref: nuw on shl: shifting out a non-zero bit gives poison
; expect: i8 3, i8 7 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = shl nuw i8 %a, %b
  ret i8 %r
}
