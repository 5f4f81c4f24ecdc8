; TestLLVM14Bugs: skip (the witness needs a == b<<1 wrapped, which random
; inputs reach only in irfuzz check's larger sample; check finds it).
; LLVM 14 bug: AArch64 FastISel folds `shl i8 %b, C` (C < 4) into the
; compare's extended-register operand as `cmp w8, w1, sxtb #C`. That
; instruction sign-extends %b FIRST and shifts it afterwards. The IR shifts
; in i8 (wrapping) and only then sign-extends for the i8 compare. The two
; differ whenever the i8 shift overflows.
;
; Reference: https://github.com/llvm/llvm-project/pull/75993
;   "[FastISel][AArch64] Compare Instruction Miscompilation Fix" (merged;
;   opened 2023-12-20 by brendaso1). Its example is `%op3 = shl i8 %op2, 3;
;   icmp eq i8 %tmp2, %op3` -> `cmp w8, w9, sxtb #3`. The fix stops the
;   fold when the compare needs an extension (`!NeedExtend`). This is a
;   pull request, not an issue. The tracker thread is the PR itself, and no
;   separate issue number was found.
; Releases affected: LLVM 14.0.6 (tested here). Fixed by LLVM 19.1 (llc-19
;   -O0 -global-isel=0 emits `ubfiz w9, w1, #1, #7; cmp w8, w9, sxtb`).
; Kind: A (native, back end). Target aarch64-unknown-linux-gnu, llc -O0
;   with FastISel. In LLVM 14 the -O0 default on AArch64 is GlobalISel, so
;   FastISel needs `-O0 -global-isel=0`. GlobalISel -O0, SelectionDAG -O2
;   and x86-64 are right.
;
; Extension: the parameters are `i8 signext` and the driver passes them
; sign-extended to 32 bits, as the attribute requires. The bug is about the
; sign extension FastISel must apply to the compare's i8 operands, not
; about trusting the caller's extension. It reproduces the same without
; `signext`. It is a native witness on a function with signext
; parameters, not an argument-extension-trust bug.
;
; The input is special: it shows only where `b << 1` overflows i8, that is
; b >= 64 or b < -64, next to 2^6.
;   cmp_eq_shl(-128, 64):  64<<1 = -128 in i8.  expected 1, actual 0
;   cmp_eq_shl(0, -128):  -128<<1 = 0 in i8.    expected 1, actual 0
;   cmp_eq_shl(-2, 127):   127<<1 = -2 in i8.   expected 1, actual 0
;   cmp_eq_shl(4, 2), (-128, -64), (126, 63): 1 on both sides (no overflow)
;
; Verification (in /tmp/llvm14-bugs/): driver a3_main.c declares
; `int cmp_eq_shl(int, int);` and calls it with (int)(signed char) values.
;   $ llc-14 -O0 -global-isel=0 -mtriple=aarch64-unknown-linux-gnu \
;       -relocation-model=pic -filetype=obj THIS.ll -o t.o
;   $ aarch64-linux-gnu-gcc -O2 a3_main.c t.o -o t
;   $ qemu-aarch64 -L /usr/aarch64-linux-gnu ./t
;     cmp_eq_shl(-128, 64) = 0      <- wrong
;     cmp_eq_shl(4, 2) = 1
;     cmp_eq_shl(-128, -64) = 1
;     cmp_eq_shl(0, -128) = 0       <- wrong
;     cmp_eq_shl(126, 63) = 1
;     cmp_eq_shl(-2, 127) = 0       <- wrong
;   llc-14 -O0 (GlobalISel), llc-14 -O2, llc-19 -O0 -global-isel=0 and
;   x86-64 llc-14 -O0/-O2 all print 1 for all six.
;   asm (llc-14 -O0 -global-isel=0):
;     sxtb w8, w0 ; cmp w8, w1, sxtb #1 ; cset w8, eq ; and w0, w8, #0x1 ; ret

define zeroext i1 @cmp_eq_shl(i8 signext %a, i8 signext %b) {
  %s = shl i8 %b, 1
  %c = icmp eq i8 %a, %s
  ret i1 %c
}
