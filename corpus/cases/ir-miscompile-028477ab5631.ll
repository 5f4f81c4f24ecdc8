; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/InstCombinePass
; irfuzz: fingerprint: ir-miscompile/InstCombinePass#fdef243c
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: none-found (checked 2026-11-29)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-29T03:26:21Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t37
; irfuzz: arg: half 0xH7C00	; image 007c
; irfuzz: input: half 0xH7C00
; irfuzz: expected: half nan
; irfuzz: actual: half poison
; irfuzz: reason: return value differs
; irfuzz: pass: InstCombinePass
; irfuzz: command: /usr/lib/llvm-19/bin/opt '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 13006 (64 tests); reduced by irfuzz from 110 to 3 instructions
; irfuzz: seed: 13006

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define half @t37(half %a1) {
bb0:
  %v52 = fdiv half %a1, %a1
  %v54 = fneg ninf half %v52
  ret half %v54
}
