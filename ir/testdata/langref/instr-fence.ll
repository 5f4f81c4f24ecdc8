; langref: fence: orders memory operations; no effect on a single thread's values
; expect: i32 3 -> i32 3

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  fence seq_cst
  %v = load i32, ptr %p
  ret i32 %v
}
