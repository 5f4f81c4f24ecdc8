; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/x86_64/unbisected/t6@375a4ea7
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:25:38Z
; irfuzz: tool: program
; irfuzz: pipeline: O1
; irfuzz: target: x86_64
; irfuzz: level: O0
; irfuzz: function: t6
; irfuzz: arg: i32 42	; image 2a000000
; irfuzz: input: i32 42
; irfuzz: expected: i32 3
; irfuzz: actual: i32 0
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60094 (64 tests); reduced by irfuzz from 166 to 4 instructions
; irfuzz: seed: 60094

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @t6(i32 %a0) {
bb0:
  %v29 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 0, i32 %a0)
  %v31 = extractvalue { i32, i1 } %v29, 1
  %v38 = select i1 %v31, i32 3, i32 0
  ret i32 %v38
}

declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
