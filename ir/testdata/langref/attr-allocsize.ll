; langref: allocsize(<n>): the function returns an allocation of the size of argument n (a hint for callers)
; expect: i64 8 -> i32 7

@buf = global [16 x i8] zeroinitializer, align 4

define ptr @myalloc(i64 %n) allocsize(0) {
  ret ptr @buf
}

define i32 @f(i64 %n) {
  %p = call ptr @myalloc(i64 %n)
  store i32 7, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
