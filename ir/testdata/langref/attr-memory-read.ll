; langref: memory(read): a memory(read) function that writes memory is undefined behaviour
; expect: -> UB

define void @g(ptr %p) memory(read) {
  store i32 1, ptr %p
  ret void
}

define i32 @f() {
  %o = alloca i32
  call void @g(ptr %o)
  ret i32 0
}
