; langref: memory(errnomem: write): a function limited to errno may not write other memory
; expect: -> UB

@gl = global i32 5

define void @g() memory(errnomem: write) {
  store i32 1, ptr @gl
  ret void
}

define i32 @f() {
  call void @g()
  ret i32 0
}
