; The constrained intrinsics beyond fadd..fdiv are their plain
; counterparts (exception behaviour is not observable here): frem, fma,
; sqrt, fptrunc, fpext, fptosi, uitofp, fcmp/fcmps, ceil, rint (in the
; metadata's direction: round.downward is floor), maxnum. A rounding
; operation in a direction other than to nearest is unsupported (fma).
; (lli-22 agrees on every line but the unsupported one and rint_down:
; lli runs it with the environment rounding to nearest and gives 2.0, but
; "using a specific non-dynamic rounding mode that does not match the
; actual runtime rounding mode is undefined behaviour", so a defined run
; rounds downward.)
; RUN: @t_frem double 7.5, double 2.0 -> double 1.500000e+00
; RUN: @t_fma double 2.0, double 3.0, double 0.5 -> double 6.500000e+00
; RUN: @t_fma_up double 2.0, double 3.0, double 0.5 -> unsupported: @llvm.experimental.constrained.fma in a direction other than to nearest
; RUN: @t_sqrt double 2.25 -> double 1.500000e+00
; RUN: @t_fptrunc double 1.5 -> float 1.500000e+00
; RUN: @t_fpext float -0.25 -> double -2.500000e-01
; RUN: @t_fptosi double -7.9 -> i32 -7
; RUN: @t_uitofp i32 4294967295 -> double 0x41EFFFFFFFE00000
; RUN: @t_fcmp double 1.0, double 2.0 -> i1 true
; RUN: @t_fcmps double 0x7FF8000000000000, double 2.0 -> i1 false
; RUN: @t_ceil double 1.25 -> double 2.000000e+00
; RUN: @t_rint_down double 1.75 -> double 1.000000e+00
; RUN: @t_rint_near double 2.5 -> double 2.000000e+00
; RUN: @t_maxnum double 0x7FF8000000000000, double 2.0 -> double 2.000000e+00

define double @t_frem(double %a, double %b) {
  %r = call double @llvm.experimental.constrained.frem.f64(double %a, double %b, metadata !"round.tonearest", metadata !"fpexcept.ignore")
  ret double %r
}

define double @t_fma(double %a, double %b, double %c) {
  %r = call double @llvm.experimental.constrained.fma.f64(double %a, double %b, double %c, metadata !"round.tonearest", metadata !"fpexcept.strict")
  ret double %r
}

define double @t_fma_up(double %a, double %b, double %c) {
  %r = call double @llvm.experimental.constrained.fma.f64(double %a, double %b, double %c, metadata !"round.upward", metadata !"fpexcept.strict")
  ret double %r
}

define double @t_sqrt(double %a) {
  %r = call double @llvm.experimental.constrained.sqrt.f64(double %a, metadata !"round.tonearest", metadata !"fpexcept.strict")
  ret double %r
}

define float @t_fptrunc(double %a) {
  %r = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %a, metadata !"round.tonearest", metadata !"fpexcept.strict")
  ret float %r
}

define double @t_fpext(float %a) {
  %r = call double @llvm.experimental.constrained.fpext.f64.f32(float %a, metadata !"fpexcept.strict")
  ret double %r
}

define i32 @t_fptosi(double %a) {
  %r = call i32 @llvm.experimental.constrained.fptosi.i32.f64(double %a, metadata !"fpexcept.strict")
  ret i32 %r
}

define double @t_uitofp(i32 %a) {
  %r = call double @llvm.experimental.constrained.uitofp.f64.i32(i32 %a, metadata !"round.tonearest", metadata !"fpexcept.strict")
  ret double %r
}

define i1 @t_fcmp(double %a, double %b) {
  %r = call i1 @llvm.experimental.constrained.fcmp.f64(double %a, double %b, metadata !"olt", metadata !"fpexcept.strict")
  ret i1 %r
}

define i1 @t_fcmps(double %a, double %b) {
  %r = call i1 @llvm.experimental.constrained.fcmps.f64(double %a, double %b, metadata !"olt", metadata !"fpexcept.strict")
  ret i1 %r
}

define double @t_ceil(double %a) {
  %r = call double @llvm.experimental.constrained.ceil.f64(double %a, metadata !"fpexcept.strict")
  ret double %r
}

define double @t_rint_down(double %a) {
  %r = call double @llvm.experimental.constrained.rint.f64(double %a, metadata !"round.downward", metadata !"fpexcept.strict")
  ret double %r
}

define double @t_rint_near(double %a) {
  %r = call double @llvm.experimental.constrained.rint.f64(double %a, metadata !"round.tonearest", metadata !"fpexcept.strict")
  ret double %r
}

define double @t_maxnum(double %a, double %b) {
  %r = call double @llvm.experimental.constrained.maxnum.f64(double %a, double %b, metadata !"fpexcept.strict")
  ret double %r
}

declare double @llvm.experimental.constrained.frem.f64(double, double, metadata, metadata)
declare double @llvm.experimental.constrained.fma.f64(double, double, double, metadata, metadata)
declare double @llvm.experimental.constrained.sqrt.f64(double, metadata, metadata)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare double @llvm.experimental.constrained.fpext.f64.f32(float, metadata)
declare i32 @llvm.experimental.constrained.fptosi.i32.f64(double, metadata)
declare double @llvm.experimental.constrained.uitofp.f64.i32(i32, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmps.f64(double, double, metadata, metadata)
declare double @llvm.experimental.constrained.ceil.f64(double, metadata)
declare double @llvm.experimental.constrained.rint.f64(double, metadata, metadata)
declare double @llvm.experimental.constrained.maxnum.f64(double, double, metadata)
