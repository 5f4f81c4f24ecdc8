; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/InstCombinePass
; irfuzz: fingerprint: ir-miscompile/InstCombinePass#028c1074
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T16:31:16Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t12
; irfuzz: arg: float 0xFFF8000020000000	; image 0100c0ff
; irfuzz: input: float 0xFFF8000020000000
; irfuzz: expected: float nan
; irfuzz: actual: float -0.000000e+00
; irfuzz: reason: return value differs
; irfuzz: pass: InstCombinePass
; irfuzz: command: /usr/lib/llvm-19/bin/opt '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 100181 (64 tests); reduced by irfuzz from 87 to 3 instructions
; irfuzz: seed: 100181

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define float @t12(float %a0) {
bb0:
  %v6 = fadd float %a0, 0.000000e+00
  %v44 = fsub reassoc nsz float %a0, %v6
  ret float %v44
}
