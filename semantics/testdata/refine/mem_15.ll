; EXPECT: incorrect
; WHY: moving a load past llvm.lifetime.end reads a dead stack object (UB) where src returns x
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define i8 @src(i8 %x) {
  %a = alloca i8
  call void @llvm.lifetime.start.p0(i64 1, ptr %a)
  store i8 %x, ptr %a
  %v = load i8, ptr %a
  call void @llvm.lifetime.end.p0(i64 1, ptr %a)
  ret i8 %v
}

define i8 @tgt(i8 %x) {
  %a = alloca i8
  call void @llvm.lifetime.start.p0(i64 1, ptr %a)
  store i8 %x, ptr %a
  call void @llvm.lifetime.end.p0(i64 1, ptr %a)
  %v = load i8, ptr %a
  ret i8 %v
}
