; LLVM 14 bug: DAGCombiner::visitSDIV, combining sdiv exact with an srem of
; the same operands, lets the srem inherit the exact flag, and then folds
; the srem of an "exact" division to 0: f(2, p) must store 2 to p (the
; sdiv exact's result is poison and not judged), the build stores 0.
;
; Issue: https://github.com/llvm/llvm-project/issues/145360
;   "rem/div-related miscompile from riscv64 and aarch64 backends"
;   Fixed in LLVM 21: wrong in 13 to 19, right in 22.
; Kind: A (native, back end: DAGCombiner). Wrong at -O0 where SelectionDAG
;   selects the division (riscv64, s390x, mips64el); at -O2 everywhere.
; Targets: riscv64 s390x mips64el
; Measured: irfuzz check --llvm 14 --targets all: 8 with evidence (-O0 and -O2) on mips64el, riscv64, riscv64-v, s390x; 7 ordinary -O2 findings elsewhere.
; Witness: f(2, p): expected *p = 2.

define i32 @f(i32 %x, ptr %p) {
  %r = srem i32 %x, 256
  store i32 %r, ptr %p, align 4
  %d = sdiv exact i32 %x, 256
  ret i32 %d
}
