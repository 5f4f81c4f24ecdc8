; EXPECT: correct
; WHY: fsub -0.0, x equals fneg x as a float value (for NaN only payload/sign differ, not observable in a float return)
define float @src(float %x) {
  %r = fsub float -0.0, %x
  ret float %r
}

define float @tgt(float %x) {
  %r = fneg float %x
  ret float %r
}
