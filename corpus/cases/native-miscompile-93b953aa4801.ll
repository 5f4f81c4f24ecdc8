; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/unbisected/t49@fce906a4
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:24:56Z
; irfuzz: tool: program
; irfuzz: target: aarch64
; irfuzz: level: O0
; irfuzz: function: t49
; irfuzz: arg: half 0xH7C01	; image 017c
; irfuzz: input: half 0xH7C01
; irfuzz: expected: void; @g0 = 01 fc 00 00 00 00 00 00 00 00 00 00 00 00
; irfuzz: actual: void
; irfuzz: reason: final contents of @g0 differ at byte 1
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60089 (64 tests); reduced by irfuzz from 158 to 3 instructions
; irfuzz: seed: 60089

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g0 = global [7 x half] zeroinitializer

define void @t49(half %a0) {
bb0:
  %v16 = fneg half %a0
  store half %v16, ptr @g0
  ret void
}
