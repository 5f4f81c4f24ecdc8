; load/store of { i8, double }: plain, aligned, volatile, constant store
define { i8, double } @f(ptr %p, { i8, double } %v) {
  store { i8, double } %v, ptr %p
  store volatile { i8, double } { i8 1, double 2.0 }, ptr %p, align 1
  %a = load { i8, double }, ptr %p
  %b = load volatile { i8, double }, ptr %p, align 16
  ret { i8, double } %b
}
