; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/O2/Simplify the CFG
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 changed
; irfuzz: state: 22.1.8 changed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:56:07Z
; irfuzz: tool: program
; irfuzz: target: aarch64
; irfuzz: level: O2
; irfuzz: function: t9
; irfuzz: arg: i64 -2	; image feffffffffffffff
; irfuzz: input: i64 -2
; irfuzz: expected: void | void | void | void | void | void
; irfuzz: actual: the program killed by SIGSEGV
; irfuzz: reason: the program did not return where the source returns
; irfuzz: pass: Simplify the CFG
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60289 (64 tests); reduced by irfuzz from 70 to 10 instructions
; irfuzz: seed: 60289

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @t9(i64 %a1) {
bb0:
  %v1 = alloca [6 x <2 x double>]
  %v12 = trunc i64 %a1 to i1
  %v39 = freeze i64 undef
  %v40 = urem i64 %v39, 6
  %v41 = getelementptr [6 x <2 x double>], ptr %v1, i64 0, i64 %v40
  store <2 x double> zeroinitializer, ptr %v41
  %v43 = call i1 @llvm.smin.i1(i1 %v12, i1 false)
  switch i64 0, label %bb2 [
  ]

bb2:                                              ; preds = %bb0
  %v54 = phi i1 [ %v43, %bb0 ]
  ret void
}

declare i1 @llvm.smin.i1(i1, i1)
