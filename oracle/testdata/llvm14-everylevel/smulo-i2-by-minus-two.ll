; LLVM 14 bug: DAGCombiner::visitMULO folds (mulo x, 2) into (addo x, x),
; but for i2 the constant 2 is -2: smul.with.overflow.i2(1, -2) overflows
; by the fold (1 + 1 = -2 in i2 overflows) where 1 * -2 = -2 does not.
;
; Issue: https://github.com/llvm/llvm-project/issues/55644
;   "miscompilation of smul.with.overflow.i2 by arm64 backend"
;   Fixed by 569d8945f311 (LLVM 15): the fold checks the bit width.
; Kind: A (native, back end: the generic DAG combine, so every target).
; Targets: riscv64 s390x ppc64le mips64el x86_64
; Measured: irfuzz check --llvm 14 --targets all: 22 native miscompiles with evidence (-O0 and -O2) on aarch64, armv7, i686, i686-x87, mips64el, ppc64le, riscv64, riscv64-v, s390x, x86_64, x86_64-avx512.
; Wrong at -O0 (SelectionDAG; FastISel hands the intrinsic to it) and -O2
; in LLVM 13 and 14; right in 15, 16, 19 and 22.
; Witness: f(1): expected false, actual true.

define i1 @f(i2 %x) {
  %r = call { i2, i1 } @llvm.smul.with.overflow.i2(i2 %x, i2 -2)
  %o = extractvalue { i2, i1 } %r, 1
  ret i1 %o
}

declare { i2, i1 } @llvm.smul.with.overflow.i2(i2, i2)
