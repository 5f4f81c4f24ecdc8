; langref: ninf on fpext: an infinite argument gives poison
; expect: float inf -> double poison

define double @f(float %a) {
  %r = fpext ninf float %a to double
  ret double %r
}
