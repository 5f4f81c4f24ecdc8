; LLVM 14 bug: a funnel shift of a non-power-of-two width (i7) whose amount
; is a sign extension: the amount is taken modulo 7 after the extension
; (103 mod 7 = 5), but SelectionDAG's demanded-bits simplification of the
; amount treats the width as a power of two and drops the extension's
; high bits, shifting by another amount.
;
; Issue: https://github.com/llvm/llvm-project/issues/55296
;   "fshl-related miscompile by arm64 and x86-64 backends"
; Kind: A (native, back end: generic SelectionDAG lowering of fshl).
; Targets: s390x ppc64le mips64el i686 armv7 x86_64
; Measured: irfuzz check --llvm 14 --targets all: 18 with evidence (-O0 and -O2) on aarch64, armv7, i686, i686-x87, mips64el, ppc64le, s390x, x86_64, x86_64-avx512 (riscv64 is right).
; Witness: f(8, 0, 39 (i6 -25)): expected 0, actual 32 (and others).

define i7 @f(i7 %a, i7 %b, i6 %c) {
  %s = sext i6 %c to i7
  %r = call i7 @llvm.fshl.i7(i7 %a, i7 %b, i7 %s)
  ret i7 %r
}

declare i7 @llvm.fshl.i7(i7, i7, i7)
