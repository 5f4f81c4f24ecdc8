; LLVM 14 bug: InstCombine folds the overflow bit of
; `smul.with.overflow(x, 1)` to false. For i1 the constant `true` is the
; value -1, not +1. Then (-1) * (-1) = +1 does not fit in i1 and overflows.
;
; Issue: https://github.com/llvm/llvm-project/issues/59876
;   "@llvm.smul.with.overflow.i1 is special" (regehr, 2023-01-07, labels
;   llvm:instcombine, llvm:optimizations, miscompilation). Candidate fix:
;   https://reviews.llvm.org/D141214 (luxufan). The stored copy of the
;   thread still shows the issue open.
; Releases affected: LLVM 14.0.6 (tested here). Fixed by LLVM 19.1: opt-19
;   -O2 gives `ret i1 %x`, which is right.
; Kind: B (IR level). Pipelines: opt-14 -passes=instcombine, -O1, -O2, -O3.
;
; The input is special: it is the signed minimum of i1 (-1), the same value
; as the function's own constant operand. Multiplying INT_MIN by INT_MIN is
; the one case that overflows.
;   Witness f(true): expected true (overflow), actual false.
;   f(false): false on both sides.
;
; opt-14 -passes=instcombine (and -O2) output:
;   define i1 @f(i1 %x) { ret i1 false }
;
; Verification (in /tmp/llvm14-bugs/):
;   $ opt-14 -O2 -S THIS.ll -o opt.ll ; irfuzz refine THIS.ll opt.ll
;     incorrect: return value differs
;       input:  i1 true
;       source: i1 true
;       target: i1 false
;   (the same with -passes=instcombine; opt-19 -O2: correct)
;   $ irfuzz exec THIS.ll -f f true -> i1 true
;   $ irfuzz exec opt.ll  -f f true -> i1 false
;   Native, driver smul_main.c (`bool f(bool);`), llc-14 -O0 x86-64 + gcc:
;     unoptimized: f(0) = 0  f(1) = 1
;     opt-14 -O2:  f(0) = 0  f(1) = 0   <- wrong

define i1 @f(i1 %x) {
  %r = call { i1, i1 } @llvm.smul.with.overflow.i1(i1 %x, i1 true)
  %o = extractvalue { i1, i1 } %r, 1
  ret i1 %o
}

declare { i1, i1 } @llvm.smul.with.overflow.i1(i1, i1)
