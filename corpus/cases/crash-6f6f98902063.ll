; irfuzz: kind: crash
; irfuzz: signature: crash/llc/msp430/SIGABRT: LLVM ERROR: Found N machine code errors.
; irfuzz: fingerprint: crash/llc/msp430/SIGABRT: LLVM ERROR: Found N machine code errors.
; irfuzz: status: open
; irfuzz: state: 14.0.6 fixed
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: none-found (checked 2026-11-28)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T16:36:43Z
; irfuzz: tool: llc
; irfuzz: target: msp430
; irfuzz: level: O2
; irfuzz: function: t40
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Found 14 machine code errors.
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O2 -mtriple=msp430-unknown-unknown -relocation-model=static -filetype=obj -verify-machineinstrs source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 6 (64 tests); reduced by irfuzz from 89 to 6 instructions
; irfuzz: seed: 6

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i8 @t40(i8 %a4, double %a6, i1 %v39) {
bb0:
  %v8 = call double @llvm.fma.f64(double 0.000000e+00, double 0.000000e+00, double %a6)
  %v22 = call i8 @llvm.fshl.i8(i8 1, i8 0, i8 %a4)
  br i1 %v39, label %bb2, label %bb3

bb2:                                              ; preds = %bb0
  %v40 = fneg double %v8
  ret i8 0

bb3:                                              ; preds = %bb0
  ret i8 %v22
}

declare double @llvm.fma.f64(double, double, double)

declare i8 @llvm.fshl.i8(i8, i8, i8)
