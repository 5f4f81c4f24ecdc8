; LLVM 14 bug: a rotate by 8 of an i32, truncated to i16 and sign-extended,
; is matched as a byte swap (or a rotate) that keeps the wrong half:
; f(0x00800000) must be 0xffff8000, the combine gives 0.
;
; Issue: https://github.com/llvm/llvm-project/issues/55484
;   "miscompile from multiple backends"
;   Fixed in 46eef7687639 (LLVM 15).
; Kind: A (native, back end: DAGCombiner). On x86-64, i686, armv7 and
;   AArch64 only -O2 is wrong (an ordinary finding); on s390x -O0 is wrong
;   too, which the independent references tell apart.
; Targets: s390x
; Measured: irfuzz check --llvm 14 --targets all: 2 with evidence (-O0 and -O2) on s390x; 6 ordinary -O2 findings on aarch64, armv7, i686, i686-x87, x86_64, x86_64-avx512.
; Witness: f(0x00800000): expected -32768.

define i32 @f(i32 %x) {
  %a = lshr i32 %x, 8
  %b = shl i32 %x, 8
  %c = or i32 %a, %b
  %d = trunc i32 %c to i16
  %e = sext i16 %d to i32
  ret i32 %e
}
