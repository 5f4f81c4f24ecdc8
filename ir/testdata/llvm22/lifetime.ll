; construct: LLVM 22's one-operand lifetime markers, on allocas and poison,
; in address space 0 and another alloca address space
target datalayout = "e-A5"

define i32 @f() {
  %a = alloca i32, align 4, addrspace(5)
  %b = alloca [4 x i8], align 1, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) nonnull %a)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %b)
  store i32 7, ptr addrspace(5) %a, align 4
  %v = load i32, ptr addrspace(5) %a, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %b)
  call void @llvm.lifetime.end.p5(ptr addrspace(5) nonnull %a)
  call void @llvm.lifetime.end.p0(ptr poison)
  ret i32 %v
}

declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none))
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))
