; EXPECT: correct
; WHY: x * 1.0 == x for every x (a NaN stays a NaN; payload not observable in a float return)
define float @src(float %x) {
  %r = fmul float %x, 1.0
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}
