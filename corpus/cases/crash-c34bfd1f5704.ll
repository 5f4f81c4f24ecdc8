; irfuzz: kind: crash
; irfuzz: signature: crash/llc/x86_64/LLVM ERROR: Cannot select: fminimum
; irfuzz: status: open
; irfuzz: fixed-in: 19
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:11:22Z
; irfuzz: tool: llc
; irfuzz: target: x86_64
; irfuzz: level: O0
; irfuzz: function: t57
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Cannot select: 0x12e98678: f64 = fminimum 0x12e9ef10, 0x12e9f048
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 60003 (64 tests); reduced by irfuzz from 129 to 2 instructions
; irfuzz: seed: 60003

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define double @t57(double %a4) {
bb0:
  %v9 = call double @llvm.minimum.f64(double 0.000000e+00, double %a4)
  ret double %v9
}

declare double @llvm.minimum.f64(double, double)
