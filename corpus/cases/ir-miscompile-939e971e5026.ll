; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/EarlyCSEPass
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 changed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:40:48Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t9
; irfuzz: arg: i1 true
; irfuzz: input: i1 true
; irfuzz: expected: <8 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>
; irfuzz: actual: <8 x i1> <i1 false, i1 false, i1 false, i1 true, i1 poison, i1 true, i1 false, i1 true>
; irfuzz: reason: return value differs
; irfuzz: pass: EarlyCSEPass
; irfuzz: command: /usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 60169 (64 tests); reduced by irfuzz from 104 to 5 instructions
; irfuzz: seed: 60169

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <8 x i1> @t9(i1 %a0) {
bb0:
  switch i1 %a0, label %bb11 [
    i1 false, label %bb15
    i1 true, label %bb16
  ]

bb11:                                             ; preds = %bb0
  unreachable

bb15:                                             ; preds = %bb0
  %v43 = insertelement <8 x i1> <i1 false, i1 false, i1 false, i1 true, i1 poison, i1 true, i1 false, i1 true>, i1 false, i1 false
  ret <8 x i1> %v43

bb16:                                             ; preds = %bb0
  ret <8 x i1> undef
}
