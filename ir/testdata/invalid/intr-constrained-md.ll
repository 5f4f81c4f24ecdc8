; ERROR: intrinsic @llvm.experimental.constrained.fadd.f64 has 3 parameters, expected 4
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata)
define double @f(double %a) strictfp {
  %r = call double @llvm.experimental.constrained.fadd.f64(double %a, double %a, metadata !"fpexcept.strict") strictfp
  ret double %r
}
