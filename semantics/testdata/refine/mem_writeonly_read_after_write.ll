; EXPECT: incorrect
; WHY: memory effects (LangRef since LLVM 19): a writeonly location read after the function wrote it gives what was written, not poison
define i32 @src(ptr writeonly %p) {
  store i32 1, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @tgt(ptr writeonly %p) {
  store i32 1, ptr %p
  ret i32 2
}
