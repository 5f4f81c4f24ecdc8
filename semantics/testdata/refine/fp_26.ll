; EXPECT: incorrect
; WHY: uitofp reads the operand as unsigned: x=-1 gives 255.0 in src, -1.0 in tgt
define float @src(i8 %x) {
  %f = uitofp i8 %x to float
  ret float %f
}

define float @tgt(i8 %x) {
  %f = sitofp i8 %x to float
  ret float %f
}
