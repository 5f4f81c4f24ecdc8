; irfuzz: kind: crash
; irfuzz: signature: crash/llc/aarch64/SIGABRT: LLVM ERROR: Unsupported library call operation!
; irfuzz: fingerprint: crash/llc/any-target/SIGABRT: LLVM ERROR: Unsupported library call operation!#6df4a048
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: llvm/llvm-project#177340 fixed-in 23 (checked 2026-11-29)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-29T03:31:58Z
; irfuzz: tool: llc
; irfuzz: target: aarch64
; irfuzz: level: O0
; irfuzz: function: t10
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Unsupported library call operation!
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel=0 source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 13017 (64 tests); reduced by irfuzz from 261 to 2 instructions
; irfuzz: seed: 13017

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i256 @t10(i256 %a1) {
bb0:
  %v17 = sdiv exact i256 %a1, 2
  ret i256 %v17
}
