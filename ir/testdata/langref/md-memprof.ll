; langref: !memprof: memory profile of an allocation call; a hint
; expect: -> i32 7

@buf = global [4 x i8] zeroinitializer, align 4

define ptr @alloc(i64 %n) {
  ret ptr @buf
}

define i32 @f() {
  %p = call ptr @alloc(i64 4), !memprof !0, !callsite !3
  store i32 7, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

!0 = !{!1}
!1 = !{!2, !"cold"}
!2 = !{i64 123, i64 456}
!3 = !{i64 123}
