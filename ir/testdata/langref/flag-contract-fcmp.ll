; langref: contract on fcmp: the comparison itself is exact
; expect: float 2.0, float 1.0 -> i1 true

define i1 @f(float %a, float %b) {
  %r = fcmp contract ogt float %a, %b
  ret i1 %r
}
