; irfuzz: kind: native-miscompile
; irfuzz: signature: native-miscompile/s390x/O2/CodeGen
; irfuzz: fingerprint: native-miscompile/family/selectiondag/freeze-of-undef
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 open
; irfuzz: state: 22.1.8 open
; irfuzz: upstream: llvm/llvm-project#58321 open (checked 2026-11-28)
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-26T17:13:02Z
; irfuzz: tool: program
; irfuzz: target: s390x
; irfuzz: level: O2
; irfuzz: function: t54
; irfuzz: expected: void; @g0 = 00 00 00 00 pp pp pp pp 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 pp pp pp pp 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 pp pp pp pp 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 | void; @g0 = 00 00 00 00 pp pp pp pp 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 pp pp pp pp 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 pp pp pp pp 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 | void; @g0 = 00 00 00 00 pp pp pp pp 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 pp pp pp pp 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 pp pp pp pp 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
; irfuzz: actual: the program killed by SIGSEGV
; irfuzz: reason: the program did not return where the source returns
; irfuzz: blame-note: wrong with every optional llc pass skipped whether SelectionDAG or FastISel selects (for s390x at -O2 with -fast-isel -opt-bisect-limit=0): not one selector's alone (FastISel hands what it cannot select to SelectionDAG; register allocation and the other passes opt-bisect cannot skip are shared)
; irfuzz: command: /usr/lib/llvm-19/bin/llc -O2 -mtriple=s390x-unknown-linux-gnu -relocation-model=pic -filetype=obj target.ll -o target.o
; irfuzz: origin: irfuzz gen --seed 123 (64 tests); reduced by irfuzz from 63 to 5 instructions
; irfuzz: seed: 123

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g0 = global [3 x { float, i128 }] zeroinitializer

define void @t54() {
bb0:
  %v30 = freeze i64 undef
  %v31 = urem i64 %v30, 3
  %v32 = getelementptr [3 x { float, i128 }], ptr @g0, i64 0, i64 %v31, i32 0
  store float 0.000000e+00, ptr %v32
  ret void
}
