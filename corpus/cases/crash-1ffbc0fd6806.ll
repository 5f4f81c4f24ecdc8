; irfuzz: kind: crash
; irfuzz: signature: crash/llc/x86_64/LLVM ERROR: Cannot select: fmaximum
; irfuzz: status: open
; irfuzz: fixed-in: 19
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:10:46Z
; irfuzz: tool: llc
; irfuzz: target: x86_64
; irfuzz: level: O0
; irfuzz: function: t1
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Cannot select: 0x313952d0: f32 = fmaximum 0x3139c918, 0x3139c508
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 60000 (64 tests); reduced by irfuzz from 100 to 2 instructions
; irfuzz: seed: 60000

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define half @t1(half %a0) {
bb0:
  %v36 = call half @llvm.maximum.f16(half %a0, half 0xH0000)
  ret half %v36
}

declare half @llvm.maximum.f16(half, half)
