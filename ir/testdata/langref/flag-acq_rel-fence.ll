; langref: acq_rel on fence: a fence has no effect on a single thread's values
; expect: i32 8 -> i32 8

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  fence acq_rel
  %v = load i32, ptr %p
  ret i32 %v
}
