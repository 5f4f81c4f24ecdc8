; EXPECT: incorrect
; WHY: uitofp nneg is poison for a negative operand; x=-1 gives 255.0 in src, poison in tgt
define float @src(i8 %x) {
  %a = uitofp i8 %x to float
  ret float %a
}

define float @tgt(i8 %x) {
  %a = uitofp nneg i8 %x to float
  ret float %a
}
