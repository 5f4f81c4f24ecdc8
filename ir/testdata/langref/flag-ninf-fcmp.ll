; langref: ninf on fcmp: an infinite argument gives poison
; expect: float inf, float 1.0 -> i1 poison

define i1 @f(float %a, float %b) {
  %r = fcmp ninf ogt float %a, %b
  ret i1 %r
}
