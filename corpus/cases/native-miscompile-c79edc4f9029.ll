; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/unbisected/t34@70cd6464
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:17:15Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t34
; irfuzz: expected: void; @g1 = 8a fc 00 00 00 00 00 00 00 00 00 00 00 00
; irfuzz: actual: void
; irfuzz: reason: final contents of @g1 differ at byte 1
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60047 (64 tests); reduced by irfuzz from 180 to 2 instructions
; irfuzz: seed: 60047

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g1 = global [7 x half] zeroinitializer

define void @t34() {
bb0:
  store half 0xHFC8A, ptr @g1
  ret void
}
