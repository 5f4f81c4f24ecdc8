; irfuzz: kind: crash
; irfuzz: signature: crash/opt/SIGSEGV: in llvm::RuntimePointerChecking::insert(llvm::Loop*, llvm::Value*, bool, unsigned int, unsigned int, llvm::DenseMap<llvm::Value const*, llvm::Value*, llvm::DenseMapInfo<llvm::Value const*, vo
; irfuzz: status: open
; irfuzz: fixed-in: 19
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:11:37Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: actual: killed by SIGSEGV
; irfuzz: message: SIGSEGV: in llvm::RuntimePointerChecking::insert(llvm::Loop*, llvm::Value*, bool, unsigned int, unsigned int, llvm::DenseMap<llvm::Value const*, llvm::Value*, llvm::DenseMapInfo<llvm::Value const*, void>, llvm::detail::DenseMapPair<llvm::Value const*, llvm::Value*> > const&, llvm::PredicatedScalarEvolution&)
; irfuzz: command: /usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 60006 (64 tests); reduced by irfuzz from 148 to 10 instructions
; irfuzz: seed: 60006

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g0 = global [3 x { <1 x i32>, <1 x i8> }] zeroinitializer

define void @t62(i32 %v21) {
bb0:
  br label %bb1

bb1:                                              ; preds = %bb2, %bb0
  %v16 = phi i32 [ 0, %bb0 ], [ %v43, %bb2 ]
  %v19 = icmp ult i32 %v16, -1
  br i1 %v19, label %bb2, label %bb3

bb2:                                              ; preds = %bb1
  %v23 = getelementptr [3 x { <1 x i32>, <1 x i8> }], ptr @g0, i32 0, i32 %v21, i32 0
  %v24 = load <1 x i32>, ptr %v23
  store <1 x i32> %v24, ptr @g0
  %v43 = add i32 %v16, 1
  br label %bb1

bb3:                                              ; preds = %bb1
  ret void
}
