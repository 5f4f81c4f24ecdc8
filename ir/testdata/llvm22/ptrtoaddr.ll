; construct: ptrtoaddr (LLVM 22), instruction and constant expression, scalar
; and vector, with an index width (32) narrower than the pointer (64)
target datalayout = "e-p:64:64:64:32-p1:32:32"

@g = global i32 0
@addr = global i32 ptrtoaddr (ptr @g to i32)

define i32 @scalar(ptr %p) {
  %a = ptrtoaddr ptr %p to i32
  ret i32 %a
}

define <2 x i32> @vector(<2 x ptr> %p) {
  %a = ptrtoaddr <2 x ptr> %p to <2 x i32>
  ret <2 x i32> %a
}

define i32 @addrspace1(ptr addrspace(1) %p) {
  %a = ptrtoaddr ptr addrspace(1) %p to i32
  ret i32 %a
}

define i32 @constexpr() {
  %s = add i32 ptrtoaddr (ptr @g to i32), 1
  ret i32 %s
}
