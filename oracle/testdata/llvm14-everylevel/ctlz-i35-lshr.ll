; LLVM 14 bug: (lshr (ctlz x), C) on an odd width (i35) is folded as if
; ctlz could only reach the width when x is 0 and the width were a power
; of two: ctlz(1) = 34 in i35, and 34 >> 5 = 1, but the fold answers
; x == 0 (here 0).
;
; Issue: https://github.com/llvm/llvm-project/issues/61549
;   "Miscompile in (lshr (ctlz x) C)"
; Kind: A (native, back end: DAGCombiner).
; Targets: riscv64 s390x ppc64le mips64el aarch64 x86_64
; Witness: f(8): expected 1, actual 0.

define i35 @f(i35 %x) {
  %r = srem i35 1, %x
  %c = call i35 @llvm.ctlz.i35(i35 %r, i1 false)
  %s = lshr i35 %c, 5
  ret i35 %s
}

declare i35 @llvm.ctlz.i35(i35, i1)
