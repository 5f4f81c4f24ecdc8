; EXPECT: correct
; WHY: glibc's pow(0x401F2A0C9EAE5418, 0x400C831945F90632) is 0x409785BF1F60DD91, one ulp from the correctly rounded ...DD92; the other call (exp(x)) still runs, with the same answers as the source's
declare double @llvm.pow.f64(double, double)
declare double @llvm.exp.f64(double)

define double @src(double %x) {
  %a = call double @llvm.pow.f64(double 0x401F2A0C9EAE5418, double 0x400C831945F90632)
  %e = call double @llvm.exp.f64(double %x)
  %r = fmul double %a, %e
  ret double %r
}

define double @tgt(double %x) {
  %e = call double @llvm.exp.f64(double %x)
  %r = fmul double 0x409785BF1F60DD91, %e
  ret double %r
}
