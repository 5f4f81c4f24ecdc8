; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64-gisel/unbisected/t51@0963543d
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:47:23Z
; irfuzz: tool: program
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t51
; irfuzz: arg: i96 35536143188191647365839642219	; image 6bded2a396b5d55106cfd272
; irfuzz: input: i96 35536143188191647365839642219
; irfuzz: expected: i64 2748505707
; irfuzz: actual: i64 5896818945709760107
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60218 (64 tests); reduced by irfuzz from 113 to 4 instructions
; irfuzz: seed: 60218

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @t51(i96 %a0) {
bb0:
  %v1 = trunc i96 %a0 to i32
  %v2 = freeze i32 %v1
  %v4 = zext i32 %v2 to i64
  ret i64 %v4
}
