; EXPECT: incorrect
; Two readonly calls merged across a store to the memory they read: the
; second may answer differently.
declare i32 @f(ptr) memory(argmem: read) willreturn nounwind
define i32 @src(ptr %p) {
  %a = call i32 @f(ptr %p)
  store i8 1, ptr %p
  %b = call i32 @f(ptr %p)
  %r = sub i32 %a, %b
  ret i32 %r
}
define i32 @tgt(ptr %p) {
  %a = call i32 @f(ptr %p)
  store i8 1, ptr %p
  ret i32 0
}
