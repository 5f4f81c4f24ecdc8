; irfuzz: kind: crash
; irfuzz: signature: crash/llc/x86_64/SIGABRT: LLVM ERROR: Unsupported library call operation!
; irfuzz: status: open
; irfuzz: fixed-in: 19
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:17:57Z
; irfuzz: tool: llc
; irfuzz: target: x86_64
; irfuzz: level: O0
; irfuzz: function: t7
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Unsupported library call operation!
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 60053 (64 tests); reduced by irfuzz from 255 to 2 instructions
; irfuzz: seed: 60053

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i256 @t7(i256 %a1) {
bb0:
  %v19 = urem i256 1, %a1
  ret i256 %v19
}
