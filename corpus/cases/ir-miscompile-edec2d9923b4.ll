; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/EarlyCSEPass
; irfuzz: fingerprint: ir-miscompile/EarlyCSEPass#f37771b1
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T14:25:30Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t10
; irfuzz: arg: i1 poison
; irfuzz: arg: i1 false
; irfuzz: input: i1 poison, i1 false
; irfuzz: expected: i1 undef
; irfuzz: actual: i1 poison
; irfuzz: reason: return value differs
; irfuzz: pass: EarlyCSEPass
; irfuzz: command: /usr/lib/llvm-19/bin/opt '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 46 (64 tests); reduced by irfuzz from 84 to 5 instructions
; irfuzz: seed: 46

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i1 @t10(i1 %a2, i1 %v4) {
bb0:
  br i1 %v4, label %bb1, label %bb3

bb1:                                              ; preds = %bb0
  ret i1 %a2

bb3:                                              ; preds = %bb3, %bb0
  %v21 = icmp ult i1 false, false
  br i1 %v21, label %bb3, label %bb5

bb5:                                              ; preds = %bb3
  ret i1 undef
}
