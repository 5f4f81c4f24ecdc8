; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/InstCombinePass
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: llvm/llvm-project#86261 open (checked 2026-11-28)
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:23:31Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t4
; irfuzz: arg: i8 poison
; irfuzz: input: i8 poison
; irfuzz: expected: void; @g2 = ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
; irfuzz: actual: void; @g2 = pp 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
; irfuzz: reason: final contents of @g2 differ at byte 0
; irfuzz: pass: InstCombinePass
; irfuzz: command: /usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 60087 (64 tests); reduced by irfuzz from 263 to 3 instructions
; irfuzz: seed: 60087

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g2 = global [5 x <2 x double>] zeroinitializer

define void @t4(i8 %a1) {
bb0:
  call void @llvm.memset.p0.i8(ptr @g2, i8 %a1, i8 1, i1 false)
  store <2 x double> undef, ptr @g2
  ret void
}

declare void @llvm.memset.p0.i8(ptr, i8, i8, i1)
