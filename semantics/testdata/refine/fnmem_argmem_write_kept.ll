; EXPECT: incorrect
; WHY: memory(argmem: readwrite) (LangRef: argmem is "accesses based on pointer arguments"): @g may write the object its argument points to, here a global passed as the argument, so the load after the call sees 9 and a target that keeps 0 is wrong
@x = global i32 0

define void @g(ptr %p) memory(argmem: readwrite) {
  store i32 9, ptr %p
  ret void
}

define i32 @src() {
  store i32 0, ptr @x
  call void @g(ptr @x)
  %v = load i32, ptr @x
  ret i32 %v
}

define i32 @tgt() {
  store i32 9, ptr @x
  ret i32 0
}
