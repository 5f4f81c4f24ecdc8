; langref: seq_cst on store: an atomic store writes the value
; expect: i32 8 -> i32 8

define i32 @f(i32 %a) {
  %p = alloca i32
  store atomic i32 %a, ptr %p seq_cst, align 4
  %v = load i32, ptr %p
  ret i32 %v
}
