; typed-pointer atomics, cmpxchg, atomicrmw, memcpy intrinsic with typed mangling
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
define i32 @f(i32* %p, i8* %d, i8* %s) {
  %a = load atomic i32, i32* %p acquire, align 4
  store atomic i32 %a, i32* %p release, align 4
  %x = cmpxchg i32* %p, i32 %a, i32 1 seq_cst seq_cst
  %y = atomicrmw add i32* %p, i32 1 monotonic
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 8, i1 false)
  ret i32 %y
}
