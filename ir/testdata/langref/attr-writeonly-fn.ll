; langref: writeonly (function, old spelling of memory(write)): a writeonly function writes; the caller sees the write
; expect: -> i32 1

@gl = global i32 0

define void @g() writeonly {
  store i32 1, ptr @gl
  ret void
}

define i32 @f() {
  call void @g()
  %v = load i32, ptr @gl
  ret i32 %v
}
