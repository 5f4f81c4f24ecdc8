; load/store of double: plain, aligned, volatile, constant store
define double @f(ptr %p, double %v) {
  store double %v, ptr %p
  store volatile double 1.0e10, ptr %p, align 1
  %a = load double, ptr %p
  %b = load volatile double, ptr %p, align 16
  ret double %b
}
