; irfuzz: kind: crash
; irfuzz: signature: crash/llc/aarch64-gisel/LLVM ERROR: Cannot select: fcanonicalize
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:11:03Z
; irfuzz: tool: llc
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t11
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Cannot select: 0x30b28d68: f32 = fcanonicalize nsz contract afn 0x30b25000
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 60001 (64 tests); reduced by irfuzz from 89 to 2 instructions
; irfuzz: seed: 60001

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define float @t11() {
bb0:
  %v13 = call float @llvm.canonicalize.f32(float 0.000000e+00)
  ret float %v13
}

declare float @llvm.canonicalize.f32(float)
