; langref: monotonic on load: an atomic load of a single thread reads the last store
; expect: i32 8 -> i32 8

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %v = load atomic i32, ptr %p monotonic, align 4
  ret i32 %v
}
