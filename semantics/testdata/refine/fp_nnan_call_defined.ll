; EXPECT: correct
; WHY: nnan on a call of a defined function: a NaN result is poison ("if ... the result would be a nan, it produces a poison value instead"), for a homogeneous literal struct of doubles element by element (x=0 gives 0/0)
define { double, double } @mk(double %x) {
  %n = fdiv double %x, %x
  %a = insertvalue { double, double } poison, double 1.0, 0
  %b = insertvalue { double, double } %a, double %n, 1
  ret { double, double } %b
}

define i1 @src(double %x) {
  %r = call nnan { double, double } @mk(double %x)
  %e = extractvalue { double, double } %r, 1
  %u = fcmp uno double %e, 0.0
  ret i1 %u
}

define i1 @tgt(double %x) {
  ret i1 false
}
