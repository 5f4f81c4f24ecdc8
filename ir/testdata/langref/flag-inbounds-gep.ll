; langref: inbounds on getelementptr: an address outside the object (and one past its end) gives poison
; expect: i64 5 -> ptr poison

@a = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]

define ptr @f(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 %i
  ret ptr %p
}
