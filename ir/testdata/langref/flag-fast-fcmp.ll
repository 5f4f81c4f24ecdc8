; langref: fast on fcmp: a NaN argument gives poison
; expect: float nan, float 1.0 -> i1 poison

define i1 @f(float %a, float %b) {
  %r = fcmp fast ogt float %a, %b
  ret i1 %r
}
