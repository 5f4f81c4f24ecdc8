; The C library's floating-point intrinsics beyond sin/cos/pow/exp (tan,
; asin, acos, atan, atan2, sinh, cosh, tanh, exp10, log, log10, log2,
; sincos, sincospi, modf): "返回值与相应的 libm 'tan' 函数相同,但不发生陷阱或
; 设置 errno" (the same sentence for each). The lines pick the values C
; (Annex F) fixes exactly: signed zeros kept (tan, atan, sinh, tanh of
; -0), log(0) = -inf, log(-1), asin(2) and tan(inf) NaN, exp10(-inf) = 0,
; cosh(0) = 1, tanh(inf) = 1, acos(1) = +0, atan2(+0, -1) = pi, atan(inf)
; = pi/2 (correctly rounded), log10(1000) = 3, log2(8) = 3; and inexact
; ones as glibc and lli-22 print them (tan(1), atan2(1, 1)). modf: "第一个
; 结果是操作数的小数部分,第二个结果是操作数的整数部分。两个结果都与操作数具有相同的
; 符号" (modf(-inf) = { -0, -inf }); sincos { sin, cos }; sincospi "等效于
; llvm.sincos.* intrinsic,其中参数已乘以 pi" (sincospi(0.5) = { 1, 0 }).
; RUN: @t_tan double -0.0 -> double -0.000000e+00
; RUN: @t_tan double 0x7FF0000000000000 -> double nan
; RUN: @t_tan double 1.0 -> double 0x3FF8EB245CBEE3A6
; RUN: @t_asin double 1.0 -> double 0x3FF921FB54442D18
; RUN: @t_asin double 2.0 -> double nan
; RUN: @t_acos double 1.0 -> double 0.000000e+00
; RUN: @t_acos double -1.0 -> double 0x400921FB54442D18
; RUN: @t_atan double 0x7FF0000000000000 -> double 0x3FF921FB54442D18
; RUN: @t_atan double -0.0 -> double -0.000000e+00
; RUN: @t_atan2 double 0.0, double -1.0 -> double 0x400921FB54442D18
; RUN: @t_atan2 double -0.0, double 1.0 -> double -0.000000e+00
; RUN: @t_atan2 double 1.0, double 1.0 -> double 0x3FE921FB54442D18
; RUN: @t_sinh double -0.0 -> double -0.000000e+00
; RUN: @t_sinh double 0xFFF0000000000000 -> double 0xFFF0000000000000
; RUN: @t_cosh double 0.0 -> double 1.000000e+00
; RUN: @t_cosh double 0xFFF0000000000000 -> double 0x7FF0000000000000
; RUN: @t_tanh double 0x7FF0000000000000 -> double 1.000000e+00
; RUN: @t_tanh double -0.0 -> double -0.000000e+00
; RUN: @t_exp10 double 2.0 -> double 1.000000e+02
; RUN: @t_exp10 double 0xFFF0000000000000 -> double 0.000000e+00
; RUN: @t_log double 1.0 -> double 0.000000e+00
; RUN: @t_log double 0.0 -> double 0xFFF0000000000000
; RUN: @t_log double -1.0 -> double nan
; RUN: @t_log10 double 1000.0 -> double 3.000000e+00
; RUN: @t_log10 double -0.0 -> double 0xFFF0000000000000
; RUN: @t_log2 double 8.0 -> double 3.000000e+00
; RUN: @t_log2 double 0x7FF0000000000000 -> double 0x7FF0000000000000
; RUN: @t_sincos double 0.0 -> { double, double } { double 0.000000e+00, double 1.000000e+00 }
; RUN: @t_sincospi double 0.5 -> { double, double } { double 1.000000e+00, double 0.000000e+00 }
; RUN: @t_modf double -3.75 -> { double, double } { double -7.500000e-01, double -3.000000e+00 }
; RUN: @t_modf double 0xFFF0000000000000 -> { double, double } { double -0.000000e+00, double 0xFFF0000000000000 }

define double @t_tan(double %x) {
  %r = call double @llvm.tan.f64(double %x)
  ret double %r
}

define double @t_asin(double %x) {
  %r = call double @llvm.asin.f64(double %x)
  ret double %r
}

define double @t_acos(double %x) {
  %r = call double @llvm.acos.f64(double %x)
  ret double %r
}

define double @t_atan(double %x) {
  %r = call double @llvm.atan.f64(double %x)
  ret double %r
}

define double @t_atan2(double %y, double %x) {
  %r = call double @llvm.atan2.f64(double %y, double %x)
  ret double %r
}

define double @t_sinh(double %x) {
  %r = call double @llvm.sinh.f64(double %x)
  ret double %r
}

define double @t_cosh(double %x) {
  %r = call double @llvm.cosh.f64(double %x)
  ret double %r
}

define double @t_tanh(double %x) {
  %r = call double @llvm.tanh.f64(double %x)
  ret double %r
}

define double @t_exp10(double %x) {
  %r = call double @llvm.exp10.f64(double %x)
  ret double %r
}

define double @t_log(double %x) {
  %r = call double @llvm.log.f64(double %x)
  ret double %r
}

define double @t_log10(double %x) {
  %r = call double @llvm.log10.f64(double %x)
  ret double %r
}

define double @t_log2(double %x) {
  %r = call double @llvm.log2.f64(double %x)
  ret double %r
}

define { double, double } @t_sincos(double %x) {
  %r = call { double, double } @llvm.sincos.f64(double %x)
  ret { double, double } %r
}

define { double, double } @t_sincospi(double %x) {
  %r = call { double, double } @llvm.sincospi.f64(double %x)
  ret { double, double } %r
}

define { double, double } @t_modf(double %x) {
  %r = call { double, double } @llvm.modf.f64(double %x)
  ret { double, double } %r
}
