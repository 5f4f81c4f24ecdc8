; irfuzz: kind: crash
; irfuzz: signature: crash/llc/aarch64-gisel/LLVM ERROR: Cannot select: fminimum
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:13:05Z
; irfuzz: tool: llc
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t1
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Cannot select: 0x16bb0c98: f16 = fminimum 0x16bb3060, 0x16bb3130
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 60017 (64 tests); reduced by irfuzz from 241 to 2 instructions
; irfuzz: seed: 60017

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define half @t1(half %v28) {
bb0:
  %v65 = call half @llvm.minimum.f16(half %v28, half 0xH0000)
  ret half %v65
}

declare half @llvm.minimum.f16(half, half)
