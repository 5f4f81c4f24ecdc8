; irfuzz: kind: crash
; irfuzz: signature: crash/opt/SIGABRT: LLVM ERROR: Broken module found, compilation aborted!: Function return type does not match operand type of return inst!
; irfuzz: status: open
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.7 fixed
; irfuzz: state: 22.1.8 fixed
; irfuzz: llvm: 14.0.6
; irfuzz: found: 2026-11-24T00:22:54Z
; irfuzz: tool: opt
; irfuzz: pipeline: O1
; irfuzz: actual: killed by SIGABRT
; irfuzz: message: SIGABRT: LLVM ERROR: Broken module found, compilation aborted!: Function return type does not match operand type of return inst!
; irfuzz: command: /usr/lib/llvm-14/bin/opt -opaque-pointers '-passes=default<O1>' -S source.ll -o opt0.ll
; irfuzz: origin: a mutant of corpus/cases/expect-pass-memory.ll in irfuzz fuzz --mode mutate --seeds corpus/cases --llvm 14 --seed 80000; reduced by irfuzz to 4 instructions
; irfuzz: seed: 1


define i1 @store_load_narrow.m20() {
  %p = alloca i8
  store i8 0, ptr %p
  %b = load i1, ptr %p
  ret i1 %b
}
