; EXPECT: correct
; WHY: the folder may answer cosh(2.0) with the host's library one ulp from the value the target's library gives the call it keeps: at x = 2.0 the two calls of one function with one argument differ (the difference is one ulp, not 0), which the source allows (its answers are free per call site)
declare double @cosh(double)

define double @src(double %x) {
  %a = call double @cosh(double %x)
  %b = call double @cosh(double 2.0)
  %r = fsub double %a, %b
  ret double %r
}

define double @tgt(double %x) {
  %a = call double @cosh(double %x)
  %r = fsub double %a, 0x400E18FA0DF2D9BD
  ret double %r
}
