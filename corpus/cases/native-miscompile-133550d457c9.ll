; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t47@11ef5866
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:11:29Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t47
; irfuzz: expected: i64 4294967295; @g1 = ff ff ff ff ff ff ff 7f 01 00 00 00 00 00 00 00 fe ff ff ff ff ff ff ff 00 00 00 00 00 00 00 00
; irfuzz: actual: i64 9223372036854775807
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60004 (64 tests); reduced by irfuzz from 102 to 6 instructions
; irfuzz: seed: 60004

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g1 = global [4 x i64] [i64 9223372036854775807, i64 1, i64 -2, i64 0]

define i64 @t47() {
bb0:
  %v1 = load i64, ptr @g1
  %v2 = trunc i64 %v1 to i32
  %v3 = freeze i32 %v2
  %v4 = zext i32 %v3 to i64
  %v5 = urem i64 %v4, -1
  ret i64 %v5
}
