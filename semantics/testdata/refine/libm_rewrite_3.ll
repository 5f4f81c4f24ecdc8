; EXPECT: correct
; WHY: InstCombine's exp2(sitofp n) -> ldexp(1.0, n) (LLVM 22 -O2): exp2 of an integer is exact, and ldexp rounds once
declare float @llvm.exp2.f32(float)
declare float @llvm.ldexp.f32.i32(float, i32)

define float @src(i32 %n) {
  %f = sitofp i32 %n to float
  %r = call float @llvm.exp2.f32(float %f)
  ret float %r
}

define float @tgt(i32 %n) {
  %r = call float @llvm.ldexp.f32.i32(float 1.000000e+00, i32 %n)
  ret float %r
}
