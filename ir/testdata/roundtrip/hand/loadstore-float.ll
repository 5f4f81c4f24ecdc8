; load/store of float: plain, aligned, volatile, constant store
define float @f(ptr %p, float %v) {
  store float %v, ptr %p
  store volatile float 2.5, ptr %p, align 1
  %a = load float, ptr %p
  %b = load volatile float, ptr %p, align 16
  ret float %b
}
