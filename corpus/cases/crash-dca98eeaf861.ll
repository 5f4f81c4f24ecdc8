; irfuzz: kind: crash
; irfuzz: signature: crash/llc/aarch64-gisel/SIGABRT: LLVM ERROR: Unsupported library call operation!
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:10:51Z
; irfuzz: tool: llc
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t8
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Unsupported library call operation!
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 60000 (64 tests); reduced by irfuzz from 198 to 2 instructions
; irfuzz: seed: 60000

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i256 @t8(i256 %v38) {
bb0:
  %v74 = udiv i256 1, %v38
  ret i256 %v74
}
