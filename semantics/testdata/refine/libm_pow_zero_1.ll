; EXPECT: correct
; WHY: LLVM 22 -O2 folds powf(x, 0.0) to 1.0 for every x: C Annex F's pow(x, ±0) = 1 (even for a quiet NaN; for a signaling NaN glibc answers a NaN, and either is allowed)
declare float @powf(float, float)

define float @src(float %x) {
  %r = call float @powf(float %x, float 0.0)
  ret float %r
}

define float @tgt(float %x) {
  ret float 1.0
}
