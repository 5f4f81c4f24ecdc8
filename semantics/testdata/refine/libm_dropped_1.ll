; EXPECT: incorrect
; WHY: the target drops exp, whose result is used: x = 1 gives 2 where the source has e + 1
declare double @llvm.exp.f64(double)

define double @src(double %x) {
  %e = call double @llvm.exp.f64(double %x)
  %r = fadd double %e, 1.0
  ret double %r
}

define double @tgt(double %x) {
  %r = fadd double %x, 1.0
  ret double %r
}
