; A tiny module for the pass-activity parser's tests: t0 calls a helper
; the inliner takes in and has arithmetic InstCombine folds; t1 has a dead
; loop LoopDeletion removes and a load of a global IPSCCP and GlobalOpt
; see through; t2 only gets attributes.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g0 = internal global i32 7, align 4

define internal i32 @h0(i32 %a0, i32 %a1) {
bb0:
  %v0 = add i32 %a0, %a1
  ret i32 %v0
}

define i32 @t0(i32 %a0) {
bb0:
  %v0 = call i32 @h0(i32 %a0, i32 3)
  %v1 = mul i32 %v0, 1
  %v2 = xor i32 %v1, -1
  %v3 = xor i32 %v2, -1
  ret i32 %v3
}

define i32 @t1(i32 %a0, i32 %a1) {
bb0:
  br label %bb1

bb1:
  %i = phi i32 [ 0, %bb0 ], [ %i1, %bb1 ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %a1
  br i1 %c, label %bb1, label %bb2

bb2:
  %v = load i32, ptr @g0, align 4
  %r = add i32 %v, %a0
  ret i32 %r
}

define i32 @t2(i32 %a0) {
bb0:
  ret i32 %a0
}
