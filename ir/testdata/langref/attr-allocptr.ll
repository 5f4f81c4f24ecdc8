; langref: allocptr: the argument is the pointer the allocator operates on (a hint)
; expect: -> i32 7

@buf = global [16 x i8] zeroinitializer, align 4

define void @myfree(ptr allocptr %p) {
  ret void
}

define i32 @f() {
  store i32 7, ptr @buf
  call void @myfree(ptr @buf)
  %v = load i32, ptr @buf
  ret i32 %v
}
