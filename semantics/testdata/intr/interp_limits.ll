; Calls the verifier takes (their types fit the intrinsics' signatures in
; ir's registry, as LLVM's verifier takes them) whose shapes the
; interpreter does not run: unsupported, never a crash or a verdict.
; RUN: @pw <2 x float> <float 1.0, float 2.0>, <2 x i32> <i32 1, i32 2> -> unsupported: llvm.powi not of type T (T, iN)
; RUN: @ld <2 x float> <float 1.0, float 2.0>, i32 1 -> unsupported: llvm.ldexp not of type T (T, I), I lane for lane as T
; RUN: @fx <2 x float> <float 1.0, float 2.0> -> unsupported: llvm.frexp not of type {T, I} (T), I lane for lane as T
; RUN: @os -> unsupported: llvm.objectsize with result type <2 x i64>
; RUN: @sat <2 x float> <float 1.0, float 2.0> -> unsupported: llvm.fptosi.sat not of type I (F), I lane for lane as F
; RUN: @lm <2 x i32> <i32 0, i32 1> -> unsupported: llvm.get.active.lane.mask not of type <n x i1> (iN, iN)
; RUN: @ce <2 x i32> <i32 0, i32 1> -> unsupported: llvm.experimental.cttz.elts not of type iN (<n x iM>, i1)

declare <2 x float> @llvm.powi.v2f32.v2i32(<2 x float>, <2 x i32>)
declare <2 x float> @llvm.ldexp.v2f32.i32(<2 x float>, i32)
declare { <2 x float>, i32 } @llvm.frexp.v2f32.i32(<2 x float>)
declare <2 x i64> @llvm.objectsize.v2i64.p0(ptr, i1, i1, i1)
declare i32 @llvm.fptosi.sat.i32.v2f32(<2 x float>)
declare <2 x i1> @llvm.get.active.lane.mask.v2i1.v2i32(<2 x i32>, <2 x i32>)
declare <2 x i64> @llvm.experimental.cttz.elts.v2i64.v2i32(<2 x i32>, i1)

define <2 x float> @pw(<2 x float> %x, <2 x i32> %n) {
  %r = call <2 x float> @llvm.powi.v2f32.v2i32(<2 x float> %x, <2 x i32> %n)
  ret <2 x float> %r
}

define <2 x float> @ld(<2 x float> %x, i32 %n) {
  %r = call <2 x float> @llvm.ldexp.v2f32.i32(<2 x float> %x, i32 %n)
  ret <2 x float> %r
}

define i32 @fx(<2 x float> %x) {
  %r = call { <2 x float>, i32 } @llvm.frexp.v2f32.i32(<2 x float> %x)
  %e = extractvalue { <2 x float>, i32 } %r, 1
  ret i32 %e
}

define <2 x i64> @os() {
  %a = alloca i32
  %r = call <2 x i64> @llvm.objectsize.v2i64.p0(ptr %a, i1 0, i1 0, i1 0)
  ret <2 x i64> %r
}

define i32 @sat(<2 x float> %x) {
  %r = call i32 @llvm.fptosi.sat.i32.v2f32(<2 x float> %x)
  ret i32 %r
}

define <2 x i1> @lm(<2 x i32> %n) {
  %r = call <2 x i1> @llvm.get.active.lane.mask.v2i1.v2i32(<2 x i32> zeroinitializer, <2 x i32> %n)
  ret <2 x i1> %r
}

define <2 x i64> @ce(<2 x i32> %v) {
  %r = call <2 x i64> @llvm.experimental.cttz.elts.v2i64.v2i32(<2 x i32> %v, i1 0)
  ret <2 x i64> %r
}
