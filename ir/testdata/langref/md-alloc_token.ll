; langref: !alloc_token: the allocation token hint of an allocation call; no meaning for values
; expect: -> i32 7

@buf = global [4 x i8] zeroinitializer, align 4

define ptr @alloc(i64 %n) {
  ret ptr @buf
}

define i32 @f() {
  %p = call ptr @alloc(i64 4), !alloc_token !0
  store i32 7, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

!0 = !{!"int", i1 false}
