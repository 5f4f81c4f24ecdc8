; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/MemCpyOptPass
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 changed
; irfuzz: state: 22.1.8 changed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:58:47Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t19
; irfuzz: expected: void; @g2 = ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ??
; irfuzz: actual: void; @g2 = 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 3e 74 98 07 pp pp pp pp 00 00 00 00 37 72 c9 75
; irfuzz: reason: final contents of @g2 differ at byte 36
; irfuzz: pass: MemCpyOptPass
; irfuzz: command: /usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 60332 (64 tests); reduced by irfuzz from 133 to 3 instructions
; irfuzz: seed: 60332

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g2 = global [6 x <2 x i32>] [<2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 127431742, i32 poison>, <2 x i32> <i32 0, i32 1976136247>]

define void @t19() {
bb0:
  %v1 = alloca [6 x <2 x i32>]
  call void @llvm.memcpy.p0.p0.i32(ptr @g2, ptr %v1, i32 48, i1 false)
  ret void
}

declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
