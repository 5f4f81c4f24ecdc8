; load/store of [3 x i16]: plain, aligned, volatile, constant store
define [3 x i16] @f(ptr %p, [3 x i16] %v) {
  store [3 x i16] %v, ptr %p
  store volatile [3 x i16] [i16 1, i16 2, i16 3], ptr %p, align 1
  %a = load [3 x i16], ptr %p
  %b = load volatile [3 x i16], ptr %p, align 16
  ret [3 x i16] %b
}
