; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t43@afc4dc22
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:11:45Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t43
; irfuzz: arg: i64 8	; image 0800000000000000
; irfuzz: input: i64 8
; irfuzz: expected: i64 0
; irfuzz: actual: i64 1152921504606846976
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60006 (64 tests); reduced by irfuzz from 169 to 5 instructions
; irfuzz: seed: 60006

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @t43(i64 %a0) {
bb0:
  %v2 = trunc i64 %a0 to i1
  %v46 = zext i1 %v2 to i64
  %v51 = and i64 -1, 7
  %v52 = lshr i64 %v46, %v51
  ret i64 %v52
}
