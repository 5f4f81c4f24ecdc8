; constrained floating-point intrinsics with rounding/exception metadata strings
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
declare double @llvm.experimental.constrained.fmul.f64(double, double, metadata, metadata)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare i32 @llvm.experimental.constrained.fptosi.i32.f64(double, metadata)
declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmps.f64(double, double, metadata, metadata)
define float @f(double %a, double %b) #0 {
  %s = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %m = call double @llvm.experimental.constrained.fmul.f64(double %s, double %b, metadata !"round.tonearest", metadata !"fpexcept.ignore") #0
  %t = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %m, metadata !"round.towardzero", metadata !"fpexcept.maytrap") #0
  %i = call i32 @llvm.experimental.constrained.fptosi.i32.f64(double %m, metadata !"fpexcept.strict") #0
  %c = call i1 @llvm.experimental.constrained.fcmp.f64(double %a, double %b, metadata !"oeq", metadata !"fpexcept.strict") #0
  %d = call i1 @llvm.experimental.constrained.fcmps.f64(double %a, double %b, metadata !"ult", metadata !"fpexcept.strict") #0
  ret float %t
}
attributes #0 = { strictfp }
