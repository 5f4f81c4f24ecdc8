; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/unbisected/t26@1437580f
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:18:55Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t26
; irfuzz: arg: i64 9223372036854775807	; image ffffffffffffff7f
; irfuzz: input: i64 9223372036854775807
; irfuzz: expected: i64 4294967295
; irfuzz: actual: i64 9223372036854775807
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60062 (64 tests); reduced by irfuzz from 110 to 6 instructions
; irfuzz: seed: 60062

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @t26(i64 %a0) {
bb0:
  %v6 = sdiv i64 %a0, 1
  %v8 = trunc i64 %v6 to i32
  %v9 = freeze i32 %v8
  %v10 = zext i32 %v9 to i64
  %v11 = urem i64 %v10, -1
  ret i64 %v11
}
