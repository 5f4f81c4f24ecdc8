; langref: nnan on fpext: a NaN argument gives poison
; expect: float nan -> double poison

define double @f(float %a) {
  %r = fpext nnan float %a to double
  ret double %r
}
