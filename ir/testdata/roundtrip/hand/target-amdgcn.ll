; a small module for target amdgcn-amd-amdhsa
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
define i32 @add(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  ret i32 %s
}
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %a = alloca i32, align 4, addrspace(5)
  store i32 1, ptr addrspace(5) %a
  %v = load i32, ptr addrspace(5) %a
  store i32 %v, ptr addrspace(1) %out
  ret void
}
