; langref: memory(none): a memory(none) function that writes memory is undefined behaviour
; expect: -> UB

@gl = global i32 0

define void @g() memory(none) {
  store i32 1, ptr @gl
  ret void
}

define i32 @f() {
  call void @g()
  ret i32 0
}
