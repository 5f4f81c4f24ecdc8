; EXPECT: incorrect
; WHY: half has 11 significant bits, so sitofp i16 2049 to half rounds to 2048 and the round trip changes x
define i16 @src(i16 %x) {
  %f = sitofp i16 %x to half
  %r = fptosi half %f to i16
  ret i16 %r
}

define i16 @tgt(i16 %x) {
  ret i16 %x
}
