; irfuzz: kind: crash
; irfuzz: signature: crash/llc/aarch64-gisel/LLVM ERROR: Cannot select: fmaximum
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:11:54Z
; irfuzz: tool: llc
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t22
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Cannot select: 0x25ab9748: f16 = fmaximum 0x25ab90f8, 0x25ab3b50
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 60007 (64 tests); reduced by irfuzz from 211 to 2 instructions
; irfuzz: seed: 60007

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define half @t22(half %v52) {
bb0:
  %v70 = call half @llvm.maximum.f16(half 0xH0000, half %v52)
  ret half %v70
}

declare half @llvm.maximum.f16(half, half)
