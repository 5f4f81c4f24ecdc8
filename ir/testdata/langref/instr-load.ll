; langref: load: reads the bytes at the address as the type
; expect: i32 77 -> i32 77

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
