; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/O2/AArch64 Instruction Selection
; irfuzz: fingerprint: native-miscompile/aarch64/O2/AArch64 Instruction Selection#0b9674de
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: none-found (checked 2026-11-28)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T16:52:52Z
; irfuzz: tool: program
; irfuzz: pipeline: O1
; irfuzz: target: aarch64
; irfuzz: level: O2
; irfuzz: function: t11
; irfuzz: arg: float -0.000000e+00	; image 00000080
; irfuzz: input: float -0.000000e+00
; irfuzz: expected: float -0.000000e+00
; irfuzz: actual: float 0.000000e+00
; irfuzz: reason: return value differs
; irfuzz: pass: AArch64 Instruction Selection
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel=0 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 100313 (64 tests); reduced by irfuzz from 86 to 3 instructions
; irfuzz: seed: 100313

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define float @t11(float %a0) {
bb0:
  %v6 = call float @llvm.fma.f32(float %a0, float %a0, float %a0)
  %v58 = fneg float %v6
  ret float %v58
}

declare float @llvm.fma.f32(float, float, float)
