; LLVM 14 bug: (lshr (ctlz x), 5) on an odd width (i35): ctlz(1) = 34 in
; i35 and 34 >> 5 = 1, but the combine that turns (lshr (ctlz x), log2 BW)
; into (x == 0) does not hold for a width that is not a power of two, and
; the build answers 0.
;
; Issue: https://github.com/llvm/llvm-project/issues/61549
;   "Miscompile in (lshr (ctlz x) C)"
; Kind: A (native, back end: DAGCombiner).
; Targets: riscv64 s390x ppc64le mips64el aarch64 x86_64
; Measured: irfuzz check --llvm 14 --targets all: 19 with evidence on aarch64, armv7, i686, i686-x87, mips64el, ppc64le, riscv64, riscv64-v, s390x, x86_64, x86_64-avx512 (-O0 everywhere, -O2 on all but riscv64, riscv64-v and x86_64).
; Witness: f(8): expected 1, actual 0.

define i35 @f(i35 %x) {
  %r = srem i35 1, %x
  %c = call i35 @llvm.ctlz.i35(i35 %r, i1 false)
  %s = lshr i35 %c, 5
  ret i35 %s
}

declare i35 @llvm.ctlz.i35(i35, i1)
