; EXPECT: incorrect
; WHY: memset of length 2 does not reach byte 3, which keeps its initial 0; x=1 gives 0 in src
@g = global [4 x i8] zeroinitializer

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i8 @src(i8 %x) {
  call void @llvm.memset.p0.i64(ptr @g, i8 %x, i64 2, i1 false)
  %p = getelementptr i8, ptr @g, i64 3
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt(i8 %x) {
  call void @llvm.memset.p0.i64(ptr @g, i8 %x, i64 2, i1 false)
  ret i8 %x
}
