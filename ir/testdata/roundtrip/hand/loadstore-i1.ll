; load/store of i1: plain, aligned, volatile, constant store
define i1 @f(ptr %p, i1 %v) {
  store i1 %v, ptr %p
  store volatile i1 true, ptr %p, align 1
  %a = load i1, ptr %p
  %b = load volatile i1, ptr %p, align 16
  ret i1 %b
}
