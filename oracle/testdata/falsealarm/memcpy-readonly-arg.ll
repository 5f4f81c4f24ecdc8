; A copy of a global passed to a callee that may only read through it
; and may not capture it: MemCpyOpt passes the global itself (an LLVM 22
; -O2 reduction). The callee cannot tell the two apart, only the bytes it
; reads. Checked by TestFalseAlarms: no finding.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g1 = global { half, i8, [5 x <8 x i16>] } zeroinitializer

define void @t34() {
bb0:
  %v0 = alloca { half, i8, [5 x <8 x i16>] }
  call void @llvm.memcpy.p0.p0.i16(ptr %v0, ptr @g1, i16 96, i1 false)
  %v6 = call i16 @ext0(ptr null, ptr %v0)
  ret void
}

; Function Attrs: memory(argmem: readwrite)
declare i16 @ext0(ptr, ptr nocapture readonly) argmemonly

declare void @llvm.memcpy.p0.p0.i16(ptr, ptr, i16, i1)
