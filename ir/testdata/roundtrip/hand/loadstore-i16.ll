; load/store of i16: plain, aligned, volatile, constant store
define i16 @f(ptr %p, i16 %v) {
  store i16 %v, ptr %p
  store volatile i16 300, ptr %p, align 1
  %a = load i16, ptr %p
  %b = load volatile i16, ptr %p, align 16
  ret i16 %b
}
