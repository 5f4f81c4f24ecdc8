; EXPECT: correct
; WHY: reassoc lets LLVM return a value other than IEEE arithmetic's (the source's result is any float), also where an operand is a NaN that an exact operation made: InstCombine folds 1.0 + (a - a) to 1.0 (LLVM 22 -O1, a false alarm of a campaign where the NaN operand kept the result a NaN)
define float @src(float %a0) {
  %v26 = fsub float %a0, %a0
  %v59 = fadd reassoc nsz float 1.000000e+00, %v26
  ret float %v59
}

define float @tgt(float %a0) {
  ret float 1.000000e+00
}
