; langref: inbounds on getelementptr: one past the end of the object is in bounds
; expect: i64 4 -> i64 16

@a = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]

define i64 @f(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr @a to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
