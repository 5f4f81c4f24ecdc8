; llvm.ssa.copy returns its argument (PredicateInfo's copies): the value,
; its poison and its undef bits unchanged. (lli-22 cannot select it: it
; must not outlive the pass that makes it.)
; RUN: @copy i32 7 -> i32 7
; RUN: @copy i32 poison -> i32 poison
; RUN: @copy_ptr -> i1 true
; RUN: @copy_float -> float 1.500000e+00

declare i32 @llvm.ssa.copy.i32(i32 returned)
declare ptr @llvm.ssa.copy.p0(ptr returned)
declare float @llvm.ssa.copy.f32(float returned)

define i32 @copy(i32 %x) {
  %c = call i32 @llvm.ssa.copy.i32(i32 %x)
  ret i32 %c
}

define i1 @copy_ptr() {
  %a = alloca i32
  %c = call ptr @llvm.ssa.copy.p0(ptr %a)
  store i32 3, ptr %c
  %e = icmp eq ptr %c, %a
  ret i1 %e
}

define float @copy_float() {
  %c = call float @llvm.ssa.copy.f32(float 1.5)
  ret float %c
}
