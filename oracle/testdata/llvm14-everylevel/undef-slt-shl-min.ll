; LLVM 14 bug: (icmp slt undef, (shl -113, x)) is folded as if undef could
; be less than anything, but for x = 7 the shift is -128, the least i8:
; no value of undef is less, so the comparison is false. LLVM 14 returns
; true (AArch64 compares a register with its own sign extension).
;
; Issue: https://github.com/llvm/llvm-project/issues/55178
;   "miscompile from arm64 backend"
; Kind: A (native, back end: SelectionDAG's folding of undef operands).
;   On AArch64 only -O2 is wrong (an ordinary finding); on riscv64,
;   ppc64le, s390x and mips64el -O0 is wrong too. Right in LLVM 15 and later.
; Targets: riscv64 ppc64le s390x mips64el
; Measured: irfuzz check --llvm 14 --targets all: 5 with evidence (-O0) on mips64el, ppc64le, riscv64, riscv64-v, s390x; an ordinary -O2 finding on aarch64.
; Witness: f(7): expected false, actual true.

define i1 @f(i8 %x) {
  %s = shl i8 -113, %x
  %c = icmp slt i8 undef, %s
  ret i1 %c
}
