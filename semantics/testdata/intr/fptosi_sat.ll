; llvm.fptosi.sat: NaN gives 0, below the least signed value (-inf
; included) the least, above the greatest (+inf included) the greatest,
; else the value rounded toward zero; lane by lane for vectors. The
; Language Reference's examples: 23.875 -> 23, -130.75 -> -128, 999.0 ->
; 127, NaN -> 0 (i8). (lli-22 agrees on every line of a scalar type.)
; RUN: @i8 float 23.875 -> i8 23
; RUN: @i8 float -130.75 -> i8 -128
; RUN: @i8 float 999.0 -> i8 127
; RUN: @i8 float 0xFFF8000000000000 -> i8 0
; RUN: @i8 float inf -> i8 127
; RUN: @i8 float -inf -> i8 -128
; RUN: @i8 float -0.99 -> i8 0
; RUN: @i8 float poison -> i8 poison
; RUN: @i19 double -1.0e10 -> i19 -262144
; RUN: @i19 double 262143.9 -> i19 262143
; RUN: @i100 double 1.0e40 -> i100 633825300114114700748351602687
; RUN: @i100 double -3.5 -> i100 -3
; RUN: @vec <2 x double> <double 1.0e300, double -7.9> -> <2 x i32> <i32 2147483647, i32 -7>
; RUN: @i1 half -1.0 -> i1 true
; RUN: @i1 half 1.0 -> i1 false

declare i8 @llvm.fptosi.sat.i8.f32(float)
declare i19 @llvm.fptosi.sat.i19.f64(double)
declare i100 @llvm.fptosi.sat.i100.f64(double)
declare <2 x i32> @llvm.fptosi.sat.v2i32.v2f64(<2 x double>)
declare i1 @llvm.fptosi.sat.i1.f16(half)

define i8 @i8(float %x) {
  %r = call i8 @llvm.fptosi.sat.i8.f32(float %x)
  ret i8 %r
}

define i19 @i19(double %x) {
  %r = call i19 @llvm.fptosi.sat.i19.f64(double %x)
  ret i19 %r
}

define i100 @i100(double %x) {
  %r = call i100 @llvm.fptosi.sat.i100.f64(double %x)
  ret i100 %r
}

define <2 x i32> @vec(<2 x double> %x) {
  %r = call <2 x i32> @llvm.fptosi.sat.v2i32.v2f64(<2 x double> %x)
  ret <2 x i32> %r
}

define i1 @i1(half %x) {
  %r = call i1 @llvm.fptosi.sat.i1.f16(half %x)
  ret i1 %r
}
