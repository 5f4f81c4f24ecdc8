; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/O0/GlobalISel
; irfuzz: fingerprint: native-miscompile/aarch64-gisel/O0/GlobalISel#8784ef66
; irfuzz: status: open
; irfuzz: state: 14.0.6 fixed
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: llvm/llvm-project#57256 open (checked 2026-11-29)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-29T03:28:29Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t40
; irfuzz: expected: <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
; irfuzz: actual: <8 x i32> <i32 0, i32 -8658944, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
; irfuzz: reason: return value differs
; irfuzz: blame-note: right for aarch64 at -O0 (-global-isel=0): GlobalISel
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 13011 (64 tests); reduced by irfuzz from 287 to 2 instructions
; irfuzz: seed: 13011

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <8 x i32> @t40() {
bb0:
  %v80 = urem <8 x i32> <i32 undef, i32 undef, i32 0, i32 -2147483648, i32 1855864765, i32 -1, i32 13, i32 -2147483648>, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  ret <8 x i32> %v80
}
