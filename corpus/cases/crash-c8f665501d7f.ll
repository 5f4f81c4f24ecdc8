; irfuzz: kind: crash
; irfuzz: signature: crash/llc/aarch64-gisel/SIGABRT: double free or corruption (out) in llvm::Combiner::combineMachineInstrs(llvm::MachineFunction&, llvm::GISelCSEInfo*)
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-24T00:35:51Z
; irfuzz: tool: llc
; irfuzz: target: aarch64-gisel
; irfuzz: level: O2
; irfuzz: function: t9.m11
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: double free or corruption (out) in llvm::Combiner::combineMachineInstrs(llvm::MachineFunction&, llvm::GISelCSEInfo*)
; irfuzz: command: /usr/lib/llvm-14/bin/llc -opaque-pointers -O2 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel -global-isel-abort=2 source.ll -o source-aarch64-gisel-O2.o
; irfuzz: origin: mutate.Batch of corpus/cases/ir-miscompile-939e971e5026.ll, seed 80035, in irfuzz fuzz --mode mutate --seeds corpus/cases --llvm 14 --seed 80000; reduced by irfuzz to 2 instructions
; irfuzz: seed: 1

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <8 x i1> @t9.m11() {
bb0:
  %v43 = insertelement <8 x i1> zeroinitializer, i1 false, i1 true
  ret <8 x i1> %v43
}
