; EXPECT: correct
; A store to an internal global moved past a call that only touches its
; argument memory.
@g = internal global i32 0
declare void @f(ptr) memory(argmem: readwrite)
define i32 @src(ptr %p) {
  store i32 5, ptr @g
  call void @f(ptr %p)
  %v = load i32, ptr @g
  ret i32 %v
}
define i32 @tgt(ptr %p) {
  call void @f(ptr %p)
  store i32 5, ptr @g
  ret i32 5
}
