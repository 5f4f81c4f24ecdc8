; llvm.minimumnum/maximumnum (IEEE 754-2019 minimumNumber/maximumNumber):
; a NaN operand (quiet or signaling) gives the other operand, two NaNs a
; quiet NaN, -0.0 is below +0.0. llvm.convert.to.fp16: fptrunc to half,
; as i16; convert.from.fp16: the i16 read as half, fpext. fptrunc.round:
; fptrunc in the metadata's direction. The constrained powi and ldexp to
; nearest are powi and ldexp. (lli-22 agrees on every line but
; fptrunc.round's, which x86 cannot select.)
; RUN: @t_minnum float 0x7FF4000000000000, float 2.0 -> float 2.000000e+00
; RUN: @t_minnum float -0.0, float 0.0 -> float -0.000000e+00
; RUN: @t_minnum float 0.0, float -0.0 -> float -0.000000e+00
; RUN: @t_minnum float 3.0, float -1.0 -> float -1.000000e+00
; RUN: @t_maxnum float -0.0, float 0.0 -> float 0.000000e+00
; RUN: @t_maxnum float 3.0, float 0x7FF8000000000000 -> float 3.000000e+00
; RUN: @t_to16 float 1.5 -> i16 15872
; RUN: @t_to16 float 65520.0 -> i16 31744
; RUN: @t_from16 i16 15872 -> double 1.500000e+00
; RUN: @t_from16 i16 -1024 -> double 0xFFF0000000000000
; RUN: @t_trunc_up double 0x3FF0000000000001 -> float 0x3FF0000020000000
; RUN: @t_trunc_down double 0x3FF0000000000001 -> float 1.000000e+00
; RUN: @t_trunc_near double 0x3FF0000000000001 -> float 1.000000e+00
; RUN: @c_powi double 3.0, i32 3 -> double 2.700000e+01
; RUN: @c_ldexp double 3.0, i32 -2 -> double 7.500000e-01

define float @t_minnum(float %a, float %b) {
  %r = call float @llvm.minimumnum.f32(float %a, float %b)
  ret float %r
}

define float @t_maxnum(float %a, float %b) {
  %r = call float @llvm.maximumnum.f32(float %a, float %b)
  ret float %r
}

define i16 @t_to16(float %a) {
  %r = call i16 @llvm.convert.to.fp16.f32(float %a)
  ret i16 %r
}

define double @t_from16(i16 %a) {
  %r = call double @llvm.convert.from.fp16.f64(i16 %a)
  ret double %r
}

define float @t_trunc_up(double %a) {
  %r = call float @llvm.fptrunc.round.f32.f64(double %a, metadata !"round.upward")
  ret float %r
}

define float @t_trunc_down(double %a) {
  %r = call float @llvm.fptrunc.round.f32.f64(double %a, metadata !"round.downward")
  ret float %r
}

define float @t_trunc_near(double %a) {
  %r = call float @llvm.fptrunc.round.f32.f64(double %a, metadata !"round.tonearest")
  ret float %r
}

define double @c_powi(double %a, i32 %n) {
  %r = call double @llvm.experimental.constrained.powi.f64(double %a, i32 %n, metadata !"round.tonearest", metadata !"fpexcept.strict")
  ret double %r
}

define double @c_ldexp(double %a, i32 %n) {
  %r = call double @llvm.experimental.constrained.ldexp.f64.i32(double %a, i32 %n, metadata !"round.tonearest", metadata !"fpexcept.strict")
  ret double %r
}

declare float @llvm.minimumnum.f32(float, float)
declare float @llvm.maximumnum.f32(float, float)
declare i16 @llvm.convert.to.fp16.f32(float)
declare double @llvm.convert.from.fp16.f64(i16)
declare float @llvm.fptrunc.round.f32.f64(double, metadata)
declare double @llvm.experimental.constrained.powi.f64(double, i32, metadata, metadata)
declare double @llvm.experimental.constrained.ldexp.f64.i32(double, i32, metadata, metadata)
