; EXPECT: correct
; WHY: memcpy copies the bytes, so a load from the destination equals a load from the source
@a = global [4 x i8] c"\01\02\03\04"
@b = global [4 x i8] zeroinitializer

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i8 @src(i8 %x) {
  store i8 %x, ptr @a
  call void @llvm.memcpy.p0.p0.i64(ptr @b, ptr @a, i64 4, i1 false)
  %v = load i8, ptr @b
  ret i8 %v
}

define i8 @tgt(i8 %x) {
  store i8 %x, ptr @a
  call void @llvm.memcpy.p0.p0.i64(ptr @b, ptr @a, i64 4, i1 false)
  ret i8 %x
}
