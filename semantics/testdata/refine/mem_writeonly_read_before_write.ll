; EXPECT: correct
; WHY: memory effects (LangRef since LLVM 19): reading a writeonly location before the function writes it returns poison (not undefined behaviour), which any value refines
define i32 @src(ptr writeonly %p) {
  %v = load i32, ptr %p
  store i32 1, ptr %p
  ret i32 %v
}

define i32 @tgt(ptr writeonly %p) {
  store i32 1, ptr %p
  ret i32 42
}
