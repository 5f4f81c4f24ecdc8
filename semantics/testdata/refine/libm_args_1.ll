; EXPECT: incorrect
; WHY: the target calls sin with another argument (x + 1): x = 0 gives sin(1) where the source has sin(0) = 0
declare double @sin(double)

define double @src(double %x) {
  %a = call double @sin(double %x)
  ret double %a
}

define double @tgt(double %x) {
  %y = fadd double %x, 1.0
  %a = call double @sin(double %y)
  ret double %a
}
