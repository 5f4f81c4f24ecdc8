; EXPECT: incorrect
; Without willreturn the call may not return: the target may not drop it.
declare i32 @fill(ptr) memory(argmem: readwrite) nounwind
declare i32 @ext(i32)
define i32 @src(i32 %x) {
  %buf = alloca [8 x i8]
  %r = call i32 @fill(ptr %buf)
  %a = call i32 @ext(i32 %x)
  ret i32 %a
}
define i32 @tgt(i32 %x) {
  %a = call i32 @ext(i32 %x)
  ret i32 %a
}
