; Calls of intrinsics with types their signatures in ir's registry refuse:
; the verifier rejects the module, and the interpreter, which also runs
; modules nobody verified, finds them unsupported by the same signature
; (ir.CheckIntrinsicType), never a crash.
; RUN: @il <4 x i32> <i32 1, i32 2, i32 3, i32 4> -> unsupported: intrinsic @llvm.vector.interleave2.v4i32 has 1 parameters, expected 2
; RUN: @fx float 1.0 -> unsupported: intrinsic @llvm.frexp.f32 has incorrect return type float
; RUN: @ld float 1.0 -> unsupported: intrinsic @llvm.ldexp.f32 has 1 parameters, expected 2
; RUN: @rs -> unsupported: intrinsic @llvm.stackrestore.p0 has 0 parameters, expected 1
; RUN: @ss -> unsupported: intrinsic @llvm.stacksave has incorrect return type i64 (expected ptr)
; RUN: @os -> unsupported: intrinsic @llvm.objectsize.i64.p0 has incorrect argument type (parameter 1) i32 (expected i1)
; RUN: @lm i32 1 -> unsupported: intrinsic @llvm.get.active.lane.mask.v2i32.i32: get_active_lane_mask: element type is not i1: <2 x i32>
; RUN: @ga <2 x ptr> <ptr null, ptr null> -> unsupported: intrinsic @llvm.masked.gather.v2i32.v2p0 has incorrect argument type (parameter 2) <4 x i1> (expected <2 x i1>)
; RUN: @ex <4 x i32> <i32 1, i32 2, i32 3, i32 4> -> unsupported: intrinsic @llvm.vector.extract.v2f32.v4i32: the vectors must have the same element type, not <2 x float> and <4 x i32>
; RUN: @sf -> unsupported: intrinsic @llvm.stacksave.foo has incorrect return type i32

declare <4 x i32> @llvm.vector.interleave2.v4i32(<4 x i32>)
declare float @llvm.frexp.f32(float)
declare float @llvm.ldexp.f32(float)
declare void @llvm.stackrestore.p0()
declare i64 @llvm.stacksave()
declare i64 @llvm.objectsize.i64.p0(ptr, i32, i1, i1)
declare <2 x i32> @llvm.get.active.lane.mask.v2i32.i32(i32, i32)
declare <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, i32, <4 x i1>, <2 x i32>)
declare <2 x float> @llvm.vector.extract.v2f32.v4i32(<4 x i32>, i64)
declare i32 @llvm.stacksave.foo()

define <4 x i32> @il(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.interleave2.v4i32(<4 x i32> %v)
  ret <4 x i32> %r
}

define float @fx(float %x) {
  %r = call float @llvm.frexp.f32(float %x)
  ret float %r
}

define float @ld(float %x) {
  %r = call float @llvm.ldexp.f32(float %x)
  ret float %r
}

define void @rs() {
  call void @llvm.stackrestore.p0()
  ret void
}

define i64 @ss() {
  %r = call i64 @llvm.stacksave()
  ret i64 %r
}

define i64 @os() {
  %a = alloca i32
  %r = call i64 @llvm.objectsize.i64.p0(ptr %a, i32 0, i1 0, i1 0)
  ret i64 %r
}

define <2 x i32> @lm(i32 %n) {
  %r = call <2 x i32> @llvm.get.active.lane.mask.v2i32.i32(i32 0, i32 %n)
  ret <2 x i32> %r
}

define <2 x i32> @ga(<2 x ptr> %p) {
  %r = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %p, i32 4, <4 x i1> zeroinitializer, <2 x i32> zeroinitializer)
  ret <2 x i32> %r
}

define <2 x float> @ex(<4 x i32> %v) {
  %r = call <2 x float> @llvm.vector.extract.v2f32.v4i32(<4 x i32> %v, i64 0)
  ret <2 x float> %r
}

define i32 @sf() {
  %r = call i32 @llvm.stacksave.foo()
  ret i32 %r
}
