; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/CorrelatedValuePropagationPass
; irfuzz: status: open
; irfuzz: fixed-in: 19
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:18:18Z
; irfuzz: tool: opt
; irfuzz: pipeline: O2
; irfuzz: function: t16
; irfuzz: arg: i1 true
; irfuzz: input: i1 true
; irfuzz: expected: { i1, i1 } { i1 true, i1 true }
; irfuzz: actual: { i1, i1 } { i1 true, i1 false }
; irfuzz: reason: return value differs
; irfuzz: pass: CorrelatedValuePropagationPass
; irfuzz: command: /usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O2>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 60056 (64 tests); reduced by irfuzz from 112 to 2 instructions
; irfuzz: seed: 60056

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define { i1, i1 } @t16(i1 %a4) {
bb0:
  %v10 = call { i1, i1 } @llvm.smul.with.overflow.i1(i1 %a4, i1 %a4)
  ret { i1, i1 } %v10
}

declare { i1, i1 } @llvm.smul.with.overflow.i1(i1, i1)
