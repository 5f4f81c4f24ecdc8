; EXPECT: correct
; A call that may touch only argument memory may be dropped where its
; writes are dead even without willreturn: a world always returns, and
; LLVM's back ends drop such calls inside memory(none) callers (found by
; irfuzz fuzz: llc -O0 deleted a recursive call to a helper FunctionAttrs
; had marked memory(none)).
declare i32 @fill(ptr) memory(argmem: readwrite)
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
