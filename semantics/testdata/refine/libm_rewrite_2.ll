; EXPECT: correct
; WHY: InstCombine's pow(x, 2.0) -> x * x (exact in both)
declare double @pow(double, double)

define double @src(double %x) {
  %a = call double @pow(double %x, double 2.0)
  ret double %a
}

define double @tgt(double %x) {
  %square = fmul double %x, %x
  ret double %square
}
