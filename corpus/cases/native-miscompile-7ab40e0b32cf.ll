; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t63@0b027de0
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:58:44Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t63
; irfuzz: expected: i8 -2
; irfuzz: actual: i8 -1
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60330 (64 tests); reduced by irfuzz from 91 to 7 instructions
; irfuzz: seed: 60330

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i8 @t63() {
bb0:
  br label %bb1

bb1:                                              ; preds = %bb1, %bb0
  %v2 = phi i8 [ 0, %bb0 ], [ -1, %bb1 ]
  %v5 = icmp ult i8 %v2, 1
  br i1 %v5, label %bb1, label %bb3

bb3:                                              ; preds = %bb1
  %v26 = or i8 %v2, 1
  %v69 = and i8 -2, %v26
  ret i8 %v69
}
