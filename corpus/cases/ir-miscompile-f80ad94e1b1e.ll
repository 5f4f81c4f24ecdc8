; irfuzz: kind: ir-miscompile
; irfuzz: signature: ir-miscompile/SimplifyCFGPass
; irfuzz: fingerprint: ir-miscompile/SimplifyCFGPass#0d088443
; irfuzz: status: open
; irfuzz: state: 14.0.6 fixed
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: none-found (checked 2026-11-28)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T16:42:10Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: function: t36
; irfuzz: arg: i3 -1	; image 07
; irfuzz: input: i3 -1
; irfuzz: expected: i3 -1
; irfuzz: actual: i3 poison
; irfuzz: reason: return value differs
; irfuzz: pass: SimplifyCFGPass
; irfuzz: command: /usr/lib/llvm-19/bin/opt '-passes=default<O1>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 100238 (64 tests); reduced by irfuzz from 168 to 6 instructions
; irfuzz: seed: 100238

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i3 @t36(i3 %a0) {
bb0:
  switch i3 %a0, label %bb8 [
    i3 0, label %bb9
    i3 1, label %bb9
    i3 3, label %bb9
  ]

bb8:                                              ; preds = %bb0
  br label %bb9

bb9:                                              ; preds = %bb8, %bb0, %bb0, %bb0
  %v33 = phi i24 [ -1, %bb8 ], [ 0, %bb0 ], [ 0, %bb0 ], [ 0, %bb0 ]
  %v34 = sext i24 %v33 to i32
  %v52 = trunc i32 %v34 to i3
  ret i3 %v52
}
