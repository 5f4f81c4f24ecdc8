; construct: LLVM 22's llvm.masked.load and llvm.masked.store, whose
; alignment is an align attribute of the pointer argument (no i32 operand)
define <4 x i32> @f(ptr %p, <4 x i1> %m, <4 x i32> %v) {
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 4 %p, <4 x i1> %m, <4 x i32> %v)
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %r, ptr align 16 %p, <4 x i1> %m)
  %s = call <2 x double> @llvm.masked.load.v2f64.p1(ptr addrspace(1) null, <2 x i1> zeroinitializer, <2 x double> poison)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr captures(none), <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr captures(none), <4 x i1>)
declare <2 x double> @llvm.masked.load.v2f64.p1(ptr addrspace(1), <2 x i1>, <2 x double>)
