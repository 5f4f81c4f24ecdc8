; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/O2/AArch64PreLegalizerCombiner
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T19:00:40Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t5
; irfuzz: arg: i64 9223372036854775807	; image ffffffffffffff7f
; irfuzz: input: i64 9223372036854775807
; irfuzz: expected: i64 4294967295
; irfuzz: actual: i64 9223372036854775807
; irfuzz: reason: return value differs
; irfuzz: pass: AArch64PreLegalizerCombiner
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60353 (64 tests); reduced by irfuzz from 78 to 6 instructions
; irfuzz: seed: 60353

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @t5(i64 %a0) {
bb0:
  %v0 = alloca { i64, <2 x i64>, [3 x i64] }
  call void @llvm.memset.p0.i64(ptr %v0, i8 0, i64 64, i1 false)
  %v4 = trunc i64 %a0 to i32
  %v47 = freeze i32 %v4
  %v48 = zext i32 %v47 to i64
  ret i64 %v48
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
