; load/store of <2 x ptr>: plain, aligned, volatile, constant store
define <2 x ptr> @f(ptr %p, <2 x ptr> %v) {
  store <2 x ptr> %v, ptr %p
  store volatile <2 x ptr> zeroinitializer, ptr %p, align 1
  %a = load <2 x ptr>, ptr %p
  %b = load volatile <2 x ptr>, ptr %p, align 16
  ret <2 x ptr> %b
}
