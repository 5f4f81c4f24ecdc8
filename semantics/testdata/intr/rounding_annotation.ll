; llvm.get.rounding answers the direction in FLT_ROUNDS's encoding (1: to
; nearest; 0: toward zero, 2: upward, 3: downward) that llvm.set.rounding
; set; reset.fpenv sets it back to nearest; a constrained operation with
; round.dynamic then rounds that way. llvm.annotation and ptr.annotation
; return their first operand. (lli-22 agrees on every line.)
; RUN: @t_round i32 0 -> i32 0
; RUN: @t_round i32 2 -> i32 2
; RUN: @t_reset i32 3 -> i32 1
; RUN: @t_dyn i32 2 -> double 0x3FF0000000000001
; RUN: @t_dyn i32 1 -> double 1.000000e+00
; RUN: @t_annot i32 42 -> i32 42

define i32 @t_round(i32 %m) {
  call void @llvm.set.rounding(i32 %m)
  %r = call i32 @llvm.get.rounding()
  ret i32 %r
}

define i32 @t_reset(i32 %m) {
  call void @llvm.set.rounding(i32 %m)
  call void @llvm.reset.fpenv()
  %r = call i32 @llvm.get.rounding()
  ret i32 %r
}

define double @t_dyn(i32 %m) {
  call void @llvm.set.rounding(i32 %m)
  %r = call double @llvm.experimental.constrained.fadd.f64(double 1.0, double 0x3C90000000000000, metadata !"round.dynamic", metadata !"fpexcept.strict")
  ret double %r
}

@s = private constant [2 x i8] c"a\00"

define i32 @t_annot(i32 %x) {
  %r = call i32 @llvm.annotation.i32.p0(i32 %x, ptr @s, ptr @s, i32 1)
  ret i32 %r
}

declare void @llvm.set.rounding(i32)
declare i32 @llvm.get.rounding()
declare void @llvm.reset.fpenv()
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)
