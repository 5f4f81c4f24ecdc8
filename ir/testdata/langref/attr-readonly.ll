; langref: readonly (parameter): writing through a readonly pointer argument is undefined behaviour
; expect: -> UB

define void @g(ptr readonly %p) {
  store i32 1, ptr %p
  ret void
}

define i32 @f() {
  %o = alloca i32
  call void @g(ptr %o)
  ret i32 0
}
