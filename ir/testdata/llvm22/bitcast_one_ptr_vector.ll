; construct: bitcast between ptr and <1 x ptr> (both directions, and in a
; constant expression), which llvm-as 19 and 22 accept
@g = global i32 0
@v = global <1 x ptr> bitcast (ptr @g to <1 x ptr>)

define ptr @to_scalar(<1 x ptr> %v) {
  %r = bitcast <1 x ptr> %v to ptr
  ret ptr %r
}

define <1 x ptr> @to_vector(ptr %p) {
  %r = bitcast ptr %p to <1 x ptr>
  ret <1 x ptr> %r
}

define <1 x ptr addrspace(3)> @other_addrspace(ptr addrspace(3) %p) {
  %r = bitcast ptr addrspace(3) %p to <1 x ptr addrspace(3)>
  ret <1 x ptr addrspace(3)> %r
}
