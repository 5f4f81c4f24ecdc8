; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/O2/AArch64 Instruction Selection
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: none-found (checked 2026-11-28)
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:29:43Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t21
; irfuzz: arg: i32 -580828331	; image 554361dd
; irfuzz: arg: i32 -145	; image 6fffffff
; irfuzz: input: i32 -580828331, i32 -145
; irfuzz: expected: i32 0 | i32 0 | i32 0 | i32 0 | i32 0 | i32 0 | i32 0
; irfuzz: actual: the program killed by SIGALRM
; irfuzz: reason: the program did not return where the source returns
; irfuzz: pass: AArch64 Instruction Selection
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60114 (64 tests); reduced by irfuzz from 121 to 36 instructions
; irfuzz: seed: 60114

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @t21(i32 %a0, i32 %a1) {
bb0:
  %v3 = urem i32 %a1, 7
  br label %bb1

bb1:                                              ; preds = %bb20, %bb0
  %v4 = phi i32 [ 0, %bb0 ], [ %v58, %bb20 ]
  %v5 = phi i32 [ %a0, %bb0 ], [ %v58, %bb20 ]
  %v20 = call i32 @llvm.sshl.sat.i32(i32 %v4, i32 2147483647)
  %v24 = urem i32 0, 7
  br label %bb7

bb7:                                              ; preds = %bb8, %bb1
  %v25 = phi i32 [ 0, %bb1 ], [ %v39, %bb8 ]
  %v26 = icmp ult i32 %v25, %v24
  br i1 %v26, label %bb8, label %bb9

bb8:                                              ; preds = %bb7
  %v37 = extractvalue { i32, i1 } zeroinitializer, 0
  %v38 = extractvalue { i32, i1 } zeroinitializer, 1
  %v39 = add nuw nsw i32 %v25, 1
  br label %bb7

bb9:                                              ; preds = %bb7
  %v40 = icmp slt i32 0, %v5
  %v41 = freeze i1 %v40
  br i1 %v41, label %bb16, label %bb17

bb16:                                             ; preds = %bb9
  ret i32 %v25

bb17:                                             ; preds = %bb9
  %v47 = freeze i32 %v20
  %v48 = urem i32 %v47, 7
  br label %bb18

bb18:                                             ; preds = %bb23, %bb17
  %v49 = phi i32 [ 0, %bb17 ], [ %v57, %bb23 ]
  %v50 = phi i32 [ %v5, %bb17 ], [ %v50, %bb23 ]
  %v51 = phi i32 [ %v5, %bb17 ], [ %v51, %bb23 ]
  %v52 = icmp ult i32 %v49, %v48
  br i1 %v52, label %bb21, label %bb20

bb20:                                             ; preds = %bb18
  %v58 = add nuw nsw i32 %v4, 1
  br label %bb1

bb21:                                             ; preds = %bb22, %bb18
  %v53 = phi i64 [ %v56, %bb22 ], [ 0, %bb18 ]
  %v54 = icmp ult i64 %v53, 5
  br i1 %v54, label %bb22, label %bb23

bb22:                                             ; preds = %bb21
  %v55 = mul nsw i32 %v48, %v49
  %v56 = add nuw nsw i64 %v53, 1
  br label %bb21

bb23:                                             ; preds = %bb21
  %v57 = add nuw nsw i32 %v49, 1
  br label %bb18
}

declare i32 @llvm.sshl.sat.i32(i32, i32)
