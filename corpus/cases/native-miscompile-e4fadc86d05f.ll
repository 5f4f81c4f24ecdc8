; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/O2/Machine Instruction Scheduler
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:41:55Z
; irfuzz: tool: program
; irfuzz: target: aarch64
; irfuzz: level: O2
; irfuzz: function: t49
; irfuzz: expected: void; @g1 = 00 00 00 00 00 00 00 00 00 00 00 00 00 00 | void; @g1 = 00 00 00 00 00 00 00 00 00 00 00 00 00 00 | void; @g1 = 00 00 00 00 00 00 00 00 00 00 00 00 00 00
; irfuzz: actual: the program killed by SIGALRM
; irfuzz: reason: the program did not return where the source returns
; irfuzz: pass: Machine Instruction Scheduler
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60176 (64 tests); reduced by irfuzz from 217 to 11 instructions
; irfuzz: seed: 60176

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g1 = global [7 x <2 x i8>] zeroinitializer

define void @t49() {
bb0:
  store <2 x i8> zeroinitializer, ptr @g1
  %v10 = freeze i8 poison
  %v11 = urem i8 %v10, 3
  br label %bb1

bb1:                                              ; preds = %bb2, %bb0
  %v12 = phi i8 [ 0, %bb0 ], [ %v28, %bb2 ]
  %v13 = icmp ult i8 %v12, %v11
  br i1 %v13, label %bb2, label %bb3

bb2:                                              ; preds = %bb1
  %v28 = add i8 1, 1
  br label %bb1

bb3:                                              ; preds = %bb1
  store <2 x i8> zeroinitializer, ptr @g1
  ret void
}
