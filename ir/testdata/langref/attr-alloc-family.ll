; langref: "alloc-family"="<family>": names the family of an allocator and its deallocator (a hint)
; expect: -> i32 7

@buf = global [16 x i8] zeroinitializer, align 4

define ptr @myalloc(i64 %n) "alloc-family"="myheap" {
  ret ptr @buf
}

define void @myfree(ptr allocptr %p) "alloc-family"="myheap" {
  ret void
}

define i32 @f() {
  %p = call ptr @myalloc(i64 4)
  store i32 7, ptr %p
  %v = load i32, ptr %p
  call void @myfree(ptr %p)
  ret i32 %v
}
