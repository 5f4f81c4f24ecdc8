; irfuzz: kind: crash
; irfuzz: signature: crash/llc/aarch64/LLVM ERROR: Cannot select: AArch64ISD::CSEL
; irfuzz: fingerprint: crash/llc/aarch64/LLVM ERROR: Cannot select: AArch64ISD::CSEL
; irfuzz: status: open
; irfuzz: state: 14.0.6 fixed
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: none-found (checked 2026-11-28)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T14:35:47Z
; irfuzz: tool: llc
; irfuzz: target: aarch64
; irfuzz: level: O0
; irfuzz: function: t41
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Cannot select: 0x5618600e3040: f16 = AArch64ISD::CSEL 0x5618600f5080, 0x5618600e2e10, Constant:i32<6>, 0x5618600e53a0:1
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel=0 source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 82 (64 tests); reduced by irfuzz from 185 to 4 instructions
; irfuzz: seed: 82

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define half @t41(i32 %v7) {
bb0:
  %v19 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 1, i32 %v7)
  %v21 = extractvalue { i32, i1 } %v19, 1
  %v27 = select i1 %v21, half 0xH3C00, half 0xH0000
  ret half %v27
}

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
