; load/store of i8: plain, aligned, volatile, constant store
define i8 @f(ptr %p, i8 %v) {
  store i8 %v, ptr %p
  store volatile i8 -1, ptr %p, align 1
  %a = load i8, ptr %p
  %b = load volatile i8, ptr %p, align 16
  ret i8 %b
}
