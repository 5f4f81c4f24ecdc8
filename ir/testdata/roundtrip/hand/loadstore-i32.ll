; load/store of i32: plain, aligned, volatile, constant store
define i32 @f(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  store volatile i32 7, ptr %p, align 1
  %a = load i32, ptr %p
  %b = load volatile i32, ptr %p, align 16
  ret i32 %b
}
