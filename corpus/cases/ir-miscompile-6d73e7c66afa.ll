; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/IPSCCPPass
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: none-found (checked 2026-11-28)
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-24T00:02:33Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t9.m24
; irfuzz: arg: i1 true	; image 01
; irfuzz: input: i1 true
; irfuzz: expected: <8 x i1> <i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>
; irfuzz: actual: <8 x i1> <i1 false, i1 false, i1 false, i1 true, i1 poison, i1 true, i1 false, i1 true>
; irfuzz: reason: return value differs
; irfuzz: pass: IPSCCPPass
; irfuzz: command: /usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: mutate.Batch of corpus/cases/ir-miscompile-939e971e5026.ll, seed 80035, 64 tests (irfuzz fuzz --mode mutate --seeds corpus/cases --llvm 14 --seed 80000): 149 mutations; reduced by irfuzz from 11 to 5 instructions
; irfuzz: seed: 80035

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <8 x i1> @t9.m24(i1 %a0) {
bb0:
  switch i1 %a0, label %bb15 [
    i1 true, label %bb16
  ]

bb15:                                             ; preds = %bb0
  %mut.r1 = call <8 x i1> @t9.m24.dup()
  ret <8 x i1> %mut.r1

bb16:                                             ; preds = %bb0
  ret <8 x i1> undef
}

define internal <8 x i1> @t9.m24.dup() {
bb0:
  ret <8 x i1> <i1 false, i1 false, i1 false, i1 true, i1 poison, i1 true, i1 false, i1 true>
}
