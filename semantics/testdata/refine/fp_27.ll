; EXPECT: correct
; WHY: every i8 value read unsigned is exact in half, so uitofp then fptoui round-trips
define i8 @src(i8 %x) {
  %f = uitofp i8 %x to half
  %r = fptoui half %f to i8
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
