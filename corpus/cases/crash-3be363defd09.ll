; irfuzz: kind: crash
; irfuzz: signature: crash/llc/sparcv9/SIGABRT: LLVM ERROR: Found N machine code errors.
; irfuzz: fingerprint: crash/llc/sparc/SIGABRT: LLVM ERROR: Found N machine code errors.
; irfuzz: status: open
; irfuzz: state: 14.0.6 fixed
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: none-found (checked 2026-11-28)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T17:15:09Z
; irfuzz: tool: llc
; irfuzz: target: sparcv9
; irfuzz: level: O2
; irfuzz: function: t34
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Found 1 machine code errors.
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O2 -mtriple=sparcv9-unknown-linux-gnu -relocation-model=pic -filetype=obj -verify-machineinstrs source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 126 (64 tests); reduced by irfuzz from 162 to 5 instructions
; irfuzz: seed: 126

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @t34() {
bb0:
  %v77 = freeze i64 poison
  switch i64 %v77, label %bb25 [
    i64 0, label %bb26
    i64 5, label %bb27
  ]

bb25:                                             ; preds = %bb0
  ret void

bb26:                                             ; preds = %bb0
  ret void

bb27:                                             ; preds = %bb0
  ret void
}
