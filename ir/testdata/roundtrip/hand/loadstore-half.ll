; load/store of half: plain, aligned, volatile, constant store
define half @f(ptr %p, half %v) {
  store half %v, ptr %p
  store volatile half 0xH3C00, ptr %p, align 1
  %a = load half, ptr %p
  %b = load volatile half, ptr %p, align 16
  ret half %b
}
