; saturating and fixed-point arithmetic intrinsics
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare <4 x i8> @llvm.ssub.sat.v4i8(<4 x i8>, <4 x i8>)
declare i16 @llvm.usub.sat.i16(i16, i16)
declare i32 @llvm.sshl.sat.i32(i32, i32)
declare i32 @llvm.ushl.sat.i32(i32, i32)
declare i32 @llvm.smul.fix.i32(i32, i32, i32)
declare i32 @llvm.umul.fix.sat.i32(i32, i32, i32)
declare i32 @llvm.sdiv.fix.i32(i32, i32, i32)
define void @f(i32 %a, i32 %b, <4 x i8> %v, i16 %h) {
  %1 = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %2 = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %3 = call <4 x i8> @llvm.ssub.sat.v4i8(<4 x i8> %v, <4 x i8> %v)
  %4 = call i16 @llvm.usub.sat.i16(i16 %h, i16 1)
  %5 = call i32 @llvm.sshl.sat.i32(i32 %a, i32 3)
  %6 = call i32 @llvm.ushl.sat.i32(i32 %a, i32 3)
  %7 = call i32 @llvm.smul.fix.i32(i32 %a, i32 %b, i32 16)
  %8 = call i32 @llvm.umul.fix.sat.i32(i32 %a, i32 %b, i32 8)
  %9 = call i32 @llvm.sdiv.fix.i32(i32 %a, i32 %b, i32 4)
  ret void
}
