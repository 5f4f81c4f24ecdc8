; irfuzz: kind: crash
; irfuzz: signature: crash/llc/ppc64/SIGABRT: LLVM ERROR: Do not know how to promote this operator's operand!
; irfuzz: fingerprint: crash/llc/any-target/SIGABRT: LLVM ERROR: Do not know how to promote this operator's operand!#67cf7b54
; irfuzz: status: open
; irfuzz: state: 14.0.6 fixed
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T16:32:16Z
; irfuzz: tool: llc
; irfuzz: target: ppc64
; irfuzz: level: O2
; irfuzz: function: t23
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Do not know how to promote this operator's operand!
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O2 -mtriple=powerpc64-unknown-linux-gnu -relocation-model=pic -filetype=obj source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 3 (64 tests); reduced by irfuzz from 125 to 6 instructions
; irfuzz: seed: 3

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define half @t23(half %a2) {
bb0:
  %v21 = fcmp ord half 0xH0000, %a2
  %v22 = freeze i1 %v21
  br i1 %v22, label %bb1, label %bb3

bb1:                                              ; preds = %bb0
  ret half 0xH0000

bb3:                                              ; preds = %bb0
  %v37 = select i1 %v21, half 0xH0000, half 0xH3C00
  ret half %v37
}
