; langref: allockind("<kinds>"): describes what an allocator function does (a hint)
; expect: -> i32 7

@buf = global [16 x i8] zeroinitializer, align 4

define ptr @myalloc(i64 %n, i64 allocalign %a) allockind("alloc,uninitialized,aligned") "alloc-family"="myheap" {
  ret ptr @buf
}

define i32 @f() {
  %p = call ptr @myalloc(i64 4, i64 4)
  store i32 7, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
