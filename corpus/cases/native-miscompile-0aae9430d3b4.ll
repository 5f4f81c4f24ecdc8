; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/x86_64/unbisected/t25@39c1d49f
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:27:15Z
; irfuzz: tool: program
; irfuzz: target: x86_64
; irfuzz: level: O0
; irfuzz: function: t25
; irfuzz: expected: <2 x i1> <i1 true, i1 undef>
; irfuzz: actual: <2 x i1> <i1 false, i1 false>
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60104 (64 tests); reduced by irfuzz from 71 to 3 instructions
; irfuzz: seed: 60104

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <2 x i1> @t25() {
bb0:
  %v21 = call { <2 x i32>, <2 x i1> } @llvm.uadd.with.overflow.v2i32(<2 x i32> <i32 -4, i32 undef>, <2 x i32> <i32 12, i32 -11>)
  %v23 = extractvalue { <2 x i32>, <2 x i1> } %v21, 1
  ret <2 x i1> %v23
}

declare { <2 x i32>, <2 x i1> } @llvm.uadd.with.overflow.v2i32(<2 x i32>, <2 x i32>)
