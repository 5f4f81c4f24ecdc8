; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/unbisected/t19@9d453483
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:26:06Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t19
; irfuzz: arg: i64 4294967296	; image 0000000001000000
; irfuzz: input: i64 4294967296
; irfuzz: expected: i64 0
; irfuzz: actual: i64 4294967296
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60097 (64 tests); reduced by irfuzz from 143 to 6 instructions
; irfuzz: seed: 60097

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @t19(i64 %a1) {
bb0:
  br label %bb2

bb2:                                              ; preds = %bb0
  %v61 = trunc i64 %a1 to i32
  %v62 = freeze i32 %v61
  %v63 = zext i32 %v62 to i64
  %v64 = urem i64 %v63, -1
  ret i64 %v64
}
