; EXPECT: incorrect
; Dropping a call that may touch only argument memory is wrong when
; what it writes is read afterwards.
declare void @fill(ptr) memory(argmem: write) nounwind willreturn
define i8 @src(i32 %x) {
  %buf = alloca [8 x i8]
  store i8 0, ptr %buf
  call void @fill(ptr %buf)
  %v = load i8, ptr %buf
  ret i8 %v
}
define i8 @tgt(i32 %x) {
  ret i8 0
}
