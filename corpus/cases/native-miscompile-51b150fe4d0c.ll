; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t19@32422611
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T19:05:13Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t19
; irfuzz: expected: i64 0
; irfuzz: actual: i64 -9223372036854775808
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60399 (64 tests); reduced by irfuzz from 142 to 5 instructions
; irfuzz: seed: 60399

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @t19() {
bb0:
  %v2 = call i64 @llvm.bitreverse.i64(i64 1)
  %v3 = trunc i64 %v2 to i32
  %v6 = freeze i32 %v3
  %v7 = zext i32 %v6 to i64
  ret i64 %v7
}

declare i64 @llvm.bitreverse.i64(i64)
