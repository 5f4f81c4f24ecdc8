; load/store of i64: plain, aligned, volatile, constant store
define i64 @f(ptr %p, i64 %v) {
  store i64 %v, ptr %p
  store volatile i64 -9, ptr %p, align 1
  %a = load i64, ptr %p
  %b = load volatile i64, ptr %p, align 16
  ret i64 %b
}
