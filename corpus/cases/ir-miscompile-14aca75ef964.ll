; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/DSEPass
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-26T07:34:52Z
; irfuzz: tool: opt
; irfuzz: pipeline: O2
; irfuzz: function: t1
; irfuzz: expected: void
; irfuzz: actual: UB: out-of-bounds access at @t1 %bb0 call
; irfuzz: reason: target has undefined behaviour where the source has none
; irfuzz: pass: DSEPass
; irfuzz: command: /usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O2>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 1 (64 tests); reduced by irfuzz from 215 to 3 instructions
; irfuzz: seed: 1

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g0 = global { <2 x i64>, i32, [2 x i32] } zeroinitializer

define void @t1() {
bb0:
  call void @llvm.memset.p0.i64(ptr @g0, i8 0, i64 32, i1 false)
  store <2 x i64> <i64 -12, i64 1>, ptr @g0
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
