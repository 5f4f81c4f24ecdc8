; langref: allocalign: the argument is the alignment of the allocation returned (a hint)
; expect: -> i32 7

@buf = global [16 x i8] zeroinitializer, align 16

define ptr @myalloc(i64 %n, i64 allocalign %a) {
  ret ptr @buf
}

define i32 @f() {
  %p = call ptr @myalloc(i64 4, i64 16)
  store i32 7, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
