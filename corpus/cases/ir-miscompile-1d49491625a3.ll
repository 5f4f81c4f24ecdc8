; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/InstCombinePass
; irfuzz: fingerprint: ir-miscompile/InstCombinePass#afb42887
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: none-found (checked 2026-11-28)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T14:34:03Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t58
; irfuzz: arg: float 0xFFF0000000000000	; image 000080ff
; irfuzz: input: float 0xFFF0000000000000
; irfuzz: expected: float nan
; irfuzz: actual: float poison
; irfuzz: reason: return value differs
; irfuzz: pass: InstCombinePass
; irfuzz: command: /usr/lib/llvm-19/bin/opt '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 76 (64 tests); reduced by irfuzz from 162 to 3 instructions
; irfuzz: seed: 76

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define float @t58(float %a2) {
bb0:
  %v9 = fdiv float %a2, %a2
  %v44 = fneg ninf float %v9
  ret float %v44
}
