; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/unbisected/t47@64b112e9
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:40:46Z
; irfuzz: tool: program
; irfuzz: target: aarch64
; irfuzz: level: O2
; irfuzz: function: t47
; irfuzz: arg: i32 -2147483648	; image 00000080
; irfuzz: input: i32 -2147483648
; irfuzz: expected: i63 63
; irfuzz: actual: i63 16383
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60168 (64 tests); reduced by irfuzz from 184 to 3 instructions
; irfuzz: seed: 60168

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i63 @t47(i32 %a0) {
bb0:
  %v3 = sext i32 %a0 to i63
  %v21 = call i63 @llvm.fshl.i63(i63 0, i63 -1, i63 %v3)
  ret i63 %v21
}

declare i63 @llvm.fshl.i63(i63, i63, i63)
