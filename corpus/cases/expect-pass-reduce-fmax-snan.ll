; irfuzz: kind: native-miscompile
; irfuzz: signature: expect-pass/reduce-fmax-snan
; irfuzz: status: expect-pass
; irfuzz: state: 14.0.6 pass
; irfuzz: state: 19.1.7 pass
; irfuzz: state: 22.1.8 pass
; irfuzz: pipelines: O2
; irfuzz: targets: x86_64 aarch64
; irfuzz: levels: O0 O2
; irfuzz: found: 2026-11-23T18:48:46Z
; irfuzz: origin: was native-miscompile-8ca8f4fe52f5 (AArch64 -O0 returns a number from llvm.vector.reduce.fmax of <x, y, 1.0, sNaN>, irfuzz gen --seed 60233, LLVM 14): the reduction is unordered, so with a signaling NaN lane any lane may be the result (LLVM's LangRef, llvm/llvm-project#196053), no bug; kept as a case that must stay without a finding

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define float @t27(float %x) {
bb0:
  %v = insertelement <4 x float> <float poison, float 0xBBE6F54EA0000000, float 1.000000e+00, float 0x7FF0000020000000>, float %x, i64 0
  %r = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %v)
  ret float %r
}

declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
