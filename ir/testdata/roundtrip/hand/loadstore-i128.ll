; load/store of i128: plain, aligned, volatile, constant store
define i128 @f(ptr %p, i128 %v) {
  store i128 %v, ptr %p
  store volatile i128 1, ptr %p, align 1
  %a = load i128, ptr %p
  %b = load volatile i128, ptr %p, align 16
  ret i128 %b
}
