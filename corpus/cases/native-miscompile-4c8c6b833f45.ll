; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t3@9ac40a6a
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:54:15Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t3
; irfuzz: expected: i64 4294967295
; irfuzz: actual: i64 -1
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60266 (64 tests); reduced by irfuzz from 73 to 6 instructions
; irfuzz: seed: 60266

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @t3() {
bb0:
  %v7 = zext i8 1 to i64
  %v11 = mul i64 %v7, -1
  %v12 = trunc i64 %v11 to i32
  %v41 = freeze i32 %v12
  %v42 = zext i32 %v41 to i64
  ret i64 %v42
}
