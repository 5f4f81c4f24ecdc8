; LLVM 14 bug: two constant rotates of an i15 (fshr by 12, then fshl by 11)
; are combined wrongly for the odd width: f(3) must be 16385; LLVM 14
; gives 384 on AArch64 (the issue's analysis), wrong values elsewhere.
;
; Issue: https://github.com/llvm/llvm-project/issues/59898
;   "AArch64 backend miscompile of some funnel shifts"
;   Candidate patch https://reviews.llvm.org/D141363 (LLVM 16).
; Kind: A (native, back end: generic rotate combining in SelectionDAG).
; Targets: riscv64 s390x ppc64le mips64el i686 armv7 x86_64 aarch64
; Measured: irfuzz check --llvm 14 --targets all: 22 with evidence (-O0 and -O2) on aarch64, armv7, i686, i686-x87, mips64el, ppc64le, riscv64, riscv64-v, s390x, x86_64, x86_64-avx512.
; Witness: f(3): expected 16385.

define i15 @f(i15 %x) {
  %a = call i15 @llvm.fshr.i15(i15 %x, i15 %x, i15 12)
  %b = call i15 @llvm.fshl.i15(i15 %a, i15 %a, i15 11)
  ret i15 %b
}

declare i15 @llvm.fshr.i15(i15, i15, i15)
declare i15 @llvm.fshl.i15(i15, i15, i15)
