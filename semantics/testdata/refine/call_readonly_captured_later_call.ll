; EXPECT: incorrect
; WHY: a readonly parameter binds only the call it is given to: the object escaped to the first call (no nocapture), so a later unknown call may write it through the captured pointer, and a target that forwards the store across both calls is wrong in a world that writes it
declare void @ext(ptr readonly)
declare void @ext2()

define i64 @src() {
  %a = alloca i64
  store i64 85, ptr %a
  call void @ext(ptr %a)
  call void @ext2()
  %v = load i64, ptr %a
  ret i64 %v
}

define i64 @tgt() {
  %a = alloca i64
  store i64 85, ptr %a
  call void @ext(ptr %a)
  call void @ext2()
  ret i64 85
}
