; EXPECT: correct
; WHY: readonly parameter (LangRef: "if a function writes to a readonly pointer argument, the behavior is undefined"), also through a getelementptr of it: the source is undefined, so any target refines it
define void @h(ptr readonly %p) {
  %q = getelementptr i8, ptr %p, i64 4
  store i32 1, ptr %q
  ret void
}

define i32 @src() {
  %o = alloca [2 x i32]
  store i32 0, ptr %o
  call void @h(ptr %o)
  %v = load i32, ptr %o
  ret i32 %v
}

define i32 @tgt() {
  ret i32 77
}
