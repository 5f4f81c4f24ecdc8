; irfuzz: kind: crash
; irfuzz: signature: crash/llc/aarch64/LLVM ERROR: Cannot select: fminimum
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:11:42Z
; irfuzz: tool: llc
; irfuzz: target: aarch64
; irfuzz: level: O2
; irfuzz: function: t48
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Cannot select: 0x30636c18: f16 = fminimum 0x3069caa8, 0x30626578
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 60006 (64 tests); reduced by irfuzz from 146 to 2 instructions
; irfuzz: seed: 60006

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define half @t48(half %a1) {
bb0:
  %v4 = call half @llvm.minimum.f16(half %a1, half 0xH0000)
  ret half %v4
}

declare half @llvm.minimum.f16(half, half)
