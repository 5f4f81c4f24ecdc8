; langref: readnone (function, old spelling of memory(none)): a readnone function that writes memory is undefined behaviour
; expect: -> UB

@gl = global i32 0

define void @g() readnone {
  store i32 1, ptr @gl
  ret void
}

define i32 @f() {
  call void @g()
  ret i32 0
}
