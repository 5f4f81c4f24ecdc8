; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t51@510eeac3
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T19:08:48Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t51
; irfuzz: arg: i64 9223372036854775807	; image ffffffffffffff7f
; irfuzz: input: i64 9223372036854775807
; irfuzz: expected: i64 4294967295
; irfuzz: actual: i64 9223372036854775807
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60442 (64 tests); reduced by irfuzz from 234 to 4 instructions
; irfuzz: seed: 60442

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @t51(i64 %a1) {
bb0:
  %v20 = trunc i64 %a1 to i32
  %v49 = freeze i32 %v20
  %v50 = zext i32 %v49 to i64
  ret i64 %v50
}
