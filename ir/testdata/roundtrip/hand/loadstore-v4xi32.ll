; load/store of <4 x i32>: plain, aligned, volatile, constant store
define <4 x i32> @f(ptr %p, <4 x i32> %v) {
  store <4 x i32> %v, ptr %p
  store volatile <4 x i32> zeroinitializer, ptr %p, align 1
  %a = load <4 x i32>, ptr %p
  %b = load volatile <4 x i32>, ptr %p, align 16
  ret <4 x i32> %b
}
