; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t62@8acef242
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:11:44Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t62
; irfuzz: arg: i48 -174	; image 52ffffffffff
; irfuzz: input: i48 -174
; irfuzz: expected: i64 4294967122
; irfuzz: actual: i64 281474976710482
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60006 (64 tests); reduced by irfuzz from 148 to 6 instructions
; irfuzz: seed: 60006

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @t62(i48 %a1) {
bb0:
  %v0 = or i48 0, %a1
  %v6 = trunc i48 %v0 to i32
  %v13 = freeze i32 %v6
  %v14 = zext i32 %v13 to i64
  %v15 = urem i64 %v14, -1
  ret i64 %v15
}
