; EXPECT: incorrect
; WHY: pow(x, 0.5) is not sqrt(x) without the guards: pow(-inf, 0.5) = +inf (C Annex F) where sqrt(-inf) is NaN, and pow(-0, 0.5) = +0 where sqrt(-0) = -0
declare double @llvm.pow.f64(double, double)
declare double @llvm.sqrt.f64(double)

define double @src(double %x) {
  %r = call double @llvm.pow.f64(double %x, double 5.000000e-01)
  ret double %r
}

define double @tgt(double %x) {
  %r = call double @llvm.sqrt.f64(double %x)
  ret double %r
}
