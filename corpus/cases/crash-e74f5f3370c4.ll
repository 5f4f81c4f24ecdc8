; irfuzz: kind: crash
; irfuzz: signature: crash/llc/aarch64-gisel/SIGSEGV: in llvm::MachineRegisterInfo::addRegOperandToUseList(llvm::MachineOperand*)
; irfuzz: fingerprint: crash/llc/aarch64/SIGSEGV#45dab5e7
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T14:39:40Z
; irfuzz: tool: llc
; irfuzz: target: aarch64-gisel
; irfuzz: level: O0
; irfuzz: function: t16
; irfuzz: actual: killed by SIGSEGV
; irfuzz: message: SIGSEGV: in llvm::MachineRegisterInfo::addRegOperandToUseList(llvm::MachineOperand*)
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 source.ll -o out.o
; irfuzz: origin: irfuzz gen --seed 100 (64 tests); reduced by irfuzz from 124 to 2 instructions
; irfuzz: seed: 100

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <2 x i32> @t16() {
bb0:
  %v11 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 2>
  ret <2 x i32> %v11
}
