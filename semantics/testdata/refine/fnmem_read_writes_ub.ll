; EXPECT: correct
; WHY: memory(read) (LangRef: "read: writing the location is immediately undefined behaviour"), also when the write is made by a function it calls: the source is undefined, so any target refines it
@x = global i32 0

define void @w() {
  store i32 1, ptr @x
  ret void
}

define void @g() memory(read) {
  call void @w()
  ret void
}

define i32 @src() {
  call void @g()
  %v = load i32, ptr @x
  ret i32 %v
}

define i32 @tgt() {
  ret i32 42
}
