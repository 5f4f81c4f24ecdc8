; irfuzz: kind: crash
; irfuzz: signature: crash/llc/aarch64-gisel/SIGSEGV: in llvm::RegBankSelect::assignInstr(llvm::MachineInstr&)
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:45:50Z
; irfuzz: tool: llc
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t27
; irfuzz: actual: killed by SIGSEGV
; irfuzz: message: SIGSEGV: in llvm::RegBankSelect::assignInstr(llvm::MachineInstr&)
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 60198 (64 tests); reduced by irfuzz from 120 to 2 instructions
; irfuzz: seed: 60198

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <2 x i32> @t27() {
bb0:
  %v4 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 3>
  ret <2 x i32> %v4
}
