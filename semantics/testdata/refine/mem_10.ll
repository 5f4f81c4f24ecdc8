; EXPECT: incorrect
; WHY: memcpy of 2 bytes leaves byte 2 of @b at 0, and @b's final contents are observable too
@a = global [4 x i8] c"\01\02\03\04"
@b = global [4 x i8] zeroinitializer

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i8 @src(i8 %x) {
  call void @llvm.memcpy.p0.p0.i64(ptr @b, ptr @a, i64 2, i1 false)
  %p = getelementptr i8, ptr @b, i64 2
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt(i8 %x) {
  call void @llvm.memcpy.p0.p0.i64(ptr @b, ptr @a, i64 4, i1 false)
  %p = getelementptr i8, ptr @b, i64 2
  %v = load i8, ptr %p
  ret i8 %v
}
