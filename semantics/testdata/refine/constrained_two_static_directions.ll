; EXPECT: correct
; A constrained operation whose rounding metadata names a static direction
; lets the optimizer assume the runtime direction is that one; "using a
; specific non-dynamic rounding mode that does not match the actual
; runtime rounding mode is undefined behaviour". Nothing here changes the
; direction between the two calls, and upward and downward cannot both be
; the runtime direction: every run of the source is undefined, so any
; target refines it.
define double @src(double %a, double %b) {
  %u = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.upward", metadata !"fpexcept.ignore")
  %d = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.downward", metadata !"fpexcept.ignore")
  %r = fsub double %u, %d
  ret double %r
}
define double @tgt(double %a, double %b) {
  ret double 7.0
}
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
