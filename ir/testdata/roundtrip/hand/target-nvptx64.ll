; a small module for target nvptx64-nvidia-cuda
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @add(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  ret i32 %s
}
define ptx_kernel void @k(ptr addrspace(1) %p) {
  store float 1.0, ptr addrspace(1) %p
  ret void
}
