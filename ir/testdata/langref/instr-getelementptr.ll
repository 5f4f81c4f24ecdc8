; langref: getelementptr: adds the scaled indices to the base address
; expect: i64 2 -> i32 30

@a = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]

define i32 @f(i64 %i) {
  %p = getelementptr [4 x i32], ptr @a, i64 0, i64 %i
  %v = load i32, ptr %p
  ret i32 %v
}
