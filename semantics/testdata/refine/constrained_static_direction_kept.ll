; EXPECT: incorrect
; One static direction (upward) is defined in the environment that rounds
; upward, and there 1 + 2^-60 rounds up to the next double above 1: a
; target that returns 1.0 (the result to nearest) is wrong in that
; environment.
define double @src() {
  %r = call double @llvm.experimental.constrained.fadd.f64(double 1.0, double 0x3C30000000000000, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret double %r
}
define double @tgt() {
  ret double 1.0
}
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
