; EXPECT: correct
; WHY: every i8 is exactly representable in float, so sitofp then fptosi round-trips
define i8 @src(i8 %x) {
  %f = sitofp i8 %x to float
  %r = fptosi float %f to i8
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
