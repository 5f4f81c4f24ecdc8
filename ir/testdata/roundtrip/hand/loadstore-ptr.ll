; load/store of ptr: plain, aligned, volatile, constant store
define ptr @f(ptr %p, ptr %v) {
  store ptr %v, ptr %p
  store volatile ptr null, ptr %p, align 1
  %a = load ptr, ptr %p
  %b = load volatile ptr, ptr %p, align 16
  ret ptr %b
}
