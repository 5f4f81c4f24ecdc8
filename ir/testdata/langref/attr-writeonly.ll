; langref: writeonly (parameter): the callee writes through the pointer; the caller sees the write
; expect: i32 3 -> i32 3

define void @g(ptr writeonly %p, i32 %x) {
  store i32 %x, ptr %p
  ret void
}

define i32 @f(i32 %a) {
  %o = alloca i32
  call void @g(ptr %o, i32 %a)
  %v = load i32, ptr %o
  ret i32 %v
}
