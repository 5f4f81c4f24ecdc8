; EXPECT: correct
; WHY: InstCombine (LLVM 22 -O2) turns pow(x, 0.5) into sqrt with the C standard's special cases: pow(-0, 0.5) = +0 (fabs) and pow(-inf, 0.5) = +inf (select)
declare double @llvm.pow.f64(double, double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.fabs.f64(double)

define double @src(double %x) {
  %r = call double @llvm.pow.f64(double %x, double 5.000000e-01)
  ret double %r
}

define double @tgt(double %x) {
  %sqrt = call double @llvm.sqrt.f64(double %x)
  %abs = call double @llvm.fabs.f64(double %sqrt)
  %isinf = fcmp oeq double %x, 0xFFF0000000000000
  %r = select i1 %isinf, double 0x7FF0000000000000, double %abs
  ret double %r
}
