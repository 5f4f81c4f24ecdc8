; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t39@bca378a7
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:59:51Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t39
; irfuzz: arg: i64 -4809820592870369466	; image 46579a80a71540bd
; irfuzz: input: i64 -4809820592870369466
; irfuzz: expected: i32 13
; irfuzz: actual: i32 28
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60341 (64 tests); reduced by irfuzz from 112 to 4 instructions
; irfuzz: seed: 60341

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @t39(i64 %a0) {
bb0:
  %v1 = trunc i64 %a0 to i32
  %v3 = freeze i32 %v1
  %v51 = call i32 @llvm.ctpop.i32(i32 %v3)
  ret i32 %v51
}

declare i32 @llvm.ctpop.i32(i32)
