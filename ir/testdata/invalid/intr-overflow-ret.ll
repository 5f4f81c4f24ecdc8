; ERROR: intrinsic @llvm.sadd.with.overflow.i32 has incorrect return type
declare { i32, i32 } @llvm.sadd.with.overflow.i32(i32, i32)
define void @f(i32 %a, i32 %b) {
  %r = call { i32, i32 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  ret void
}
