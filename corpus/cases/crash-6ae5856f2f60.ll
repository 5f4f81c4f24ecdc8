; irfuzz: kind: crash
; irfuzz: signature: crash/opt/SIGSEGV: in llvm::ArgumentPromotionPass::run(llvm::LazyCallGraph::SCC&, llvm::AnalysisManager<llvm::LazyCallGraph::SCC, llvm::LazyCallGraph&>&, llvm::LazyCallGraph&, llvm::CGSCCUpdateResult&)
; irfuzz: status: open
; irfuzz: fixed-in: 19
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-23T18:12:03Z
; irfuzz: tool: opt
; irfuzz: pipeline: O3
; irfuzz: actual: killed by SIGSEGV
; irfuzz: message: SIGSEGV: in llvm::ArgumentPromotionPass::run(llvm::LazyCallGraph::SCC&, llvm::AnalysisManager<llvm::LazyCallGraph::SCC, llvm::LazyCallGraph&>&, llvm::LazyCallGraph&, llvm::CGSCCUpdateResult&)
; irfuzz: command: /usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O3>' -S source.ll -o target.ll
; irfuzz: origin: irfuzz gen --seed 60009 (64 tests); reduced by irfuzz from 191 to 5 instructions
; irfuzz: seed: 60009

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define internal void @h0(ptr %a5) {
bb0:
  store <4 x i32> zeroinitializer, ptr %a5
  ret void
}

define void @t3() {
bb0:
  %v3 = alloca [8 x <4 x i32>]
  call void @h0(ptr %v3)
  ret void
}
