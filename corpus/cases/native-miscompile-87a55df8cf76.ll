; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t47@1445041e
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:18:49Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t47
; irfuzz: arg: i64 -5	; image fbffffffffffffff
; irfuzz: input: i64 -5
; irfuzz: expected: i64 4294967291
; irfuzz: actual: i64 -5
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60060 (64 tests); reduced by irfuzz from 118 to 4 instructions
; irfuzz: seed: 60060

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @t47(i64 %a0) {
bb0:
  %v40 = trunc i64 %a0 to i32
  %v71 = freeze i32 %v40
  %v72 = zext i32 %v71 to i64
  ret i64 %v72
}
