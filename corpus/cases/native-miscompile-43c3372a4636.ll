; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/x86_64/unbisected/t21@810f9225
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:48:25Z
; irfuzz: tool: program
; irfuzz: target: x86_64
; irfuzz: level: O0
; irfuzz: function: t21
; irfuzz: expected: i32 0
; irfuzz: actual: i32 1
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60228 (64 tests); reduced by irfuzz from 130 to 4 instructions
; irfuzz: seed: 60228

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @t21() {
bb0:
  %v53 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 -1, i32 -1)
  %v55 = extractvalue { i32, i1 } %v53, 1
  %v56 = select i1 %v55, i32 0, i32 1
  ret i32 %v56
}

declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
