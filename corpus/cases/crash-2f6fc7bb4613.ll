; irfuzz: kind: crash
; irfuzz: signature: crash/llc/nvptx64/LLVM ERROR: Cannot select: NVPTXISD::StoreRetval
; irfuzz: fingerprint: crash/llc/nvptx/LLVM ERROR: Cannot select: NVPTXISD::StoreRetval
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T16:32:52Z
; irfuzz: tool: llc
; irfuzz: target: nvptx64
; irfuzz: level: O0
; irfuzz: function: t7
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Cannot select: 0x5650a7660a20: ch = NVPTXISD::StoreRetval<(store (s128), align 1)> 0x5650a764eb20, Constant:i32<0>, 0x5650a7645ee0
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O0 -mtriple=nvptx64-nvidia-cuda -relocation-model=pic -filetype=asm -verify-machineinstrs source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 5 (64 tests); reduced by irfuzz from 65 to 1 instructions
; irfuzz: seed: 5

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i127 @t7() {
bb0:
  ret i127 0
}
