; irfuzz: kind: crash
; irfuzz: signature: crash/llc/hexagon/LLVM ERROR: Cannot select: HexagonISD::PTRUE
; irfuzz: fingerprint: crash/llc/hexagon/LLVM ERROR: Cannot select: HexagonISD::PTRUE
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T17:00:58Z
; irfuzz: tool: llc
; irfuzz: target: hexagon
; irfuzz: level: O0
; irfuzz: function: t15
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Cannot select: 0x55f8c27c61a0: v8i1 = HexagonISD::PTRUE
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O0 -mtriple=hexagon-unknown-linux-musl -relocation-model=pic -filetype=obj -verify-machineinstrs source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 65 (64 tests); reduced by irfuzz from 185 to 1 instructions
; irfuzz: seed: 65

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <2 x i1> @t15() {
bb0:
  ret <2 x i1> splat (i1 true)
}
