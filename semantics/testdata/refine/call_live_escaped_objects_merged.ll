; EXPECT: incorrect
; Two objects that both escaped and are both alive are two objects to the
; world: passing one of them twice is a different behaviour (the world
; may have kept the first pointer and compare it).
declare void @ext(ptr)
define void @src() {
  %a = alloca i32
  %b = alloca i32
  call void @ext(ptr %a)
  call void @ext(ptr %b)
  ret void
}
define void @tgt() {
  %a = alloca i32
  call void @ext(ptr %a)
  call void @ext(ptr %a)
  ret void
}
