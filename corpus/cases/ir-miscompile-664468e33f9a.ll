; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/InstCombinePass
; irfuzz: fingerprint: ir-miscompile/InstCombinePass#43073e00
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T14:51:39Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t38
; irfuzz: arg: <8 x i1> <i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true>	; image aa
; irfuzz: input: <8 x i1> <i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true>
; irfuzz: expected: <8 x i1> <i1 false, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false>
; irfuzz: actual: <8 x i1> <i1 poison, i1 false, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false>
; irfuzz: reason: return value differs
; irfuzz: pass: InstCombinePass
; irfuzz: command: /usr/lib/llvm-19/bin/opt '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 155 (64 tests); reduced by irfuzz from 159 to 2 instructions
; irfuzz: seed: 155

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <8 x i1> @t38(<8 x i1> %a0) {
bb0:
  %v53 = select <8 x i1> <i1 undef, i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false>, <8 x i1> %a0, <8 x i1> zeroinitializer
  ret <8 x i1> %v53
}
