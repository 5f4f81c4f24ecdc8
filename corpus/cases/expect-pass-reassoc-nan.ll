; irfuzz: kind: ir-miscompile
; irfuzz: signature: expect-pass/reassoc-nan-operand
; irfuzz: status: expect-pass
; irfuzz: state: 14.0.6 pass
; irfuzz: state: 19.1.7 pass
; irfuzz: state: 22.1.8 pass
; irfuzz: pipelines: O1 O2 O3
; irfuzz: targets: x86_64 aarch64
; irfuzz: levels: O0 O2
; irfuzz: found: 2026-11-26T16:31:16Z
; irfuzz: origin: was ir-miscompile-6eb7df6a281f (InstCombine folds a - (a + 0.0) under reassoc nsz, irfuzz gen --seed 100181, LLVM 14 and 19): reassoc lets LLVM return a value other than IEEE arithmetic's, also for a NaN operand (LLVM's reading, llvm/llvm-project#70561), so the fold is no bug; kept as a case that must stay without a finding

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define float @t12(float %a0) {
bb0:
  %v6 = fadd float %a0, 0.000000e+00
  %v44 = fsub reassoc nsz float %a0, %v6
  ret float %v44
}
