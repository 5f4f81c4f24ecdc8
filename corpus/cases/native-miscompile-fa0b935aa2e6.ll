; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/aarch64/O2/AArch64 Instruction Selection
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: llvm/llvm-project#58321 open (checked 2026-11-28)
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:18:16Z
; irfuzz: tool: program
; irfuzz: target: aarch64
; irfuzz: level: O2
; irfuzz: function: t11
; irfuzz: expected: void | void | void | void | void | void
; irfuzz: actual: the program killed by SIGSEGV
; irfuzz: reason: the program did not return where the source returns
; irfuzz: pass: AArch64 Instruction Selection
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 60055 (64 tests); reduced by irfuzz from 133 to 8 instructions
; irfuzz: seed: 60055

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @t11() {
bb0:
  %v1 = alloca [6 x i16]
  %v5 = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 0, i16 poison)
  %v6 = extractvalue { i16, i1 } %v5, 0
  %v44 = freeze i16 %v6
  %v45 = urem i16 %v44, 6
  %v46 = getelementptr [6 x i16], ptr %v1, i16 0, i16 %v45
  store i16 0, ptr %v46
  ret void
}

declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16)
