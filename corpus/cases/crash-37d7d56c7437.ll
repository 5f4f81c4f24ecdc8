; irfuzz: kind: crash
; irfuzz: signature: crash/llc/s390x/LLVM ERROR: Cannot select: fp16_to_fp
; irfuzz: fingerprint: crash/llc/any-target/LLVM ERROR: Cannot select: fp16_to_fp#d4ff18a8
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T16:32:18Z
; irfuzz: tool: llc
; irfuzz: target: s390x
; irfuzz: level: O0
; irfuzz: function: t1
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Cannot select: 0x562fd6709b00: f32 = fp16_to_fp 0x562fd6716d90
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O0 -mtriple=s390x-unknown-linux-gnu -relocation-model=pic -filetype=obj source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 3 (64 tests); reduced by irfuzz from 169 to 2 instructions
; irfuzz: seed: 3

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define half @t1(half %a0) {
bb0:
  %v3 = fsub half 0xH0000, %a0
  ret half %v3
}
