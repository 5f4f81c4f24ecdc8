; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/x86_64/unbisected/t30@db57545e
; irfuzz: status: open
; irfuzz: state: 14.0.6 changed
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:44:53Z
; irfuzz: tool: program
; irfuzz: pipeline: O1
; irfuzz: target: x86_64
; irfuzz: level: O0
; irfuzz: function: t30
; irfuzz: arg: double 0xFFF0000000000000	; image 000000000000f0ff
; irfuzz: input: double 0xFFF0000000000000
; irfuzz: expected: half 0xHFC00
; irfuzz: actual: half 0xH0000
; irfuzz: reason: return value differs
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60188 (64 tests); reduced by irfuzz from 110 to 2 instructions
; irfuzz: seed: 60188

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define half @t30(double %a0) {
bb0:
  %v62 = fptrunc double %a0 to half
  ret half %v62
}
