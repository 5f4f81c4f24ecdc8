; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/SimplifyCFGPass
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:30:46Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t57
; irfuzz: arg: i1 poison
; irfuzz: arg: i1 true
; irfuzz: input: i1 poison, i1 true
; irfuzz: expected: i1 undef
; irfuzz: actual: i1 poison
; irfuzz: reason: return value differs
; irfuzz: pass: SimplifyCFGPass
; irfuzz: command: /usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 60121 (64 tests); reduced by irfuzz from 142 to 5 instructions
; irfuzz: seed: 60121

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i1 @t57(i1 %a2, i1 %v21) {
bb0:
  br label %bb2

bb2:                                              ; preds = %bb0
  switch i1 %v21, label %bb6 [
    i1 true, label %bb5
  ]

bb5:                                              ; preds = %bb6, %bb2
  %v26 = phi i1 [ %a2, %bb6 ], [ undef, %bb2 ]
  ret i1 %v26

bb6:                                              ; preds = %bb2
  br label %bb5
}
