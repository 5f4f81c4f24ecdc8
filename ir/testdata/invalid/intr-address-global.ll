; ERROR: invalid use of intrinsic @llvm.smax.i32 in an initializer
declare i32 @llvm.smax.i32(i32, i32)
@g = global ptr @llvm.smax.i32
