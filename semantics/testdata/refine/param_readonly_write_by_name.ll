; EXPECT: incorrect
; WHY: readonly parameter (LangRef: the function "does not write through this pointer argument, even though it may write to the memory that the pointer points to"): @h writes the global by its name, which is defined, so the load after the call sees 1 and a target that keeps 0 is wrong
@x = global i32 0

define void @h(ptr readonly %p) {
  store i32 1, ptr @x
  ret void
}

define i32 @src() {
  store i32 0, ptr @x
  call void @h(ptr @x)
  %v = load i32, ptr @x
  ret i32 %v
}

define i32 @tgt() {
  store i32 1, ptr @x
  ret i32 0
}
