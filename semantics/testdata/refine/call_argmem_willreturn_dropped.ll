; EXPECT: correct
; A call that may touch only argument memory, returns and does not
; unwind may be dropped where what it writes is dead (InstCombine drops
; it): a local alloca nothing reads afterwards. The calls after it keep
; their answers.
declare i32 @fill(ptr) memory(argmem: readwrite) nounwind willreturn
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
