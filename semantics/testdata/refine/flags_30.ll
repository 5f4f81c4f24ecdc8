; EXPECT: correct
; WHY: uitofp nneg is poison for negative x; for non-negative x uitofp equals sitofp
define float @src(i8 %x) {
  %a = uitofp nneg i8 %x to float
  ret float %a
}

define float @tgt(i8 %x) {
  %a = sitofp i8 %x to float
  ret float %a
}
