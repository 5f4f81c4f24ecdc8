; Declarations in the llvm. namespace with types that are not the
; intrinsic's (the verifier takes these intrinsics unchecked) are
; unsupported where they are called, never a crash of the interpreter.
; (Those with a signature in ir's registry, which the verifier refuses,
; are in ../intr_unverified.)
; RUN: @vs -> unsupported: llvm.vscale with result type i128
; RUN: @sc -> unsupported: llvm.ssa.copy not of type T (T, ...)
; RUN: @vpadd <4 x i32> <i32 1, i32 2, i32 3, i32 4> -> unsupported: llvm.vp.add of this shape
; RUN: @vpsel <2 x i32> <i32 1, i32 2> -> unsupported: llvm.vp.select of this shape
; RUN: @vpload -> unsupported: llvm.vp.load of this shape
; RUN: @smulfix i8 3, i32 1 -> unsupported: llvm.smul.fix of this shape

declare i128 @llvm.vscale.i128()

define i128 @vs() {
  %r = call i128 @llvm.vscale.i128()
  ret i128 %r
}

declare i32 @llvm.ssa.copy.i32()

define i32 @sc() {
  %r = call i32 @llvm.ssa.copy.i32()
  ret i32 %r
}

declare <4 x i32> @llvm.vp.add.v4i32(<4 x i32>, <2 x i32>, <4 x i1>, i32)
declare <2 x i32> @llvm.vp.select.v2i32(<4 x i1>, <2 x i32>, <2 x i32>, i32)
declare <2 x i32> @llvm.vp.load.v2i32.p0(i32, <2 x i1>, i32)
declare i8 @llvm.smul.fix.i8(i8, i8, i32)

define <4 x i32> @vpadd(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.vp.add.v4i32(<4 x i32> %v, <2 x i32> zeroinitializer, <4 x i1> zeroinitializer, i32 4)
  ret <4 x i32> %r
}

define <2 x i32> @vpsel(<2 x i32> %v) {
  %r = call <2 x i32> @llvm.vp.select.v2i32(<4 x i1> zeroinitializer, <2 x i32> %v, <2 x i32> %v, i32 2)
  ret <2 x i32> %r
}

define <2 x i32> @vpload() {
  %r = call <2 x i32> @llvm.vp.load.v2i32.p0(i32 0, <2 x i1> zeroinitializer, i32 2)
  ret <2 x i32> %r
}

define i8 @smulfix(i8 %x, i32 %s) {
  %r = call i8 @llvm.smul.fix.i8(i8 %x, i8 %x, i32 %s)
  ret i8 %r
}
