; langref: strictfp: the function needs strict floating-point semantics; calls in it are strictfp too
; expect: double 1.5, double 2.0 -> double 3.500000e+00

declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)

define double @f(double %a, double %b) strictfp {
  %r = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.tonearest", metadata !"fpexcept.strict") strictfp
  ret double %r
}
