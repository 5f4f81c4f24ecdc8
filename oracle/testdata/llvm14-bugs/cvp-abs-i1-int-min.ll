; LLVM 14 bug: ConstantRange::abs() returns an empty range for i1 when the
; input holds the signed minimum. CorrelatedValuePropagation (through LVI)
; then decides that `select %c, (abs %x), false` is always false.
;
; Issue: https://github.com/llvm/llvm-project/issues/59887
;   "correlated value propagation misoptimizing @llvm.abs.i1"
;   (regehr, 2023-01-08, labels llvm:optimizations, miscompilation, closed).
;   topperc's diagnosis in the thread: ConstantRange::abs builds
;   ConstantRange(0, umax(-SMin, SMax) + 1). For i1, SMin = -1 and SMax = 0,
;   so umax(...) = -1 (all ones), and +1 wraps to 0. The result is [0,0),
;   the empty set.
; Releases affected: LLVM 14.0.6 (tested here). Fixed by LLVM 19.1 (opt-19
;   -O2 keeps `select i1 %1, i1 %0, i1 false`).
; Kind: B (IR level). Pipelines: opt-14 -O2, opt-14 -O3 and
;   opt-14 -passes=correlated-propagation. opt-14 -O1 does not run CVP and
;   stays correct.
;
; The input is special: %0 = true is the signed minimum of i1 (-1), the one
; value where abs overflows (abs(INT_MIN) = INT_MIN with
; is_int_min_poison=false). The range bug concerns that boundary element
; only.
;   Witness f(true, true): expected true, actual false (after opt-14 -O2).
;   The other three inputs give false on both sides, so they agree.
;
; opt-14 -O2 output:
;   define i1 @f(i1 %0, i1 %1) { ret i1 false }
;
; Verification (in /tmp/llvm14-bugs/):
;   $ opt-14 -O2 -S THIS.ll -o opt.ll ; irfuzz refine THIS.ll opt.ll
;     incorrect: return value differs
;       input:  i1 true, i1 true
;       source: i1 true
;       target: i1 false
;   (the same with -O3 and -passes=correlated-propagation; -O1: correct;
;    opt-19 -O2: correct)
;   $ irfuzz exec THIS.ll -f f true true  ->  i1 true
;   $ irfuzz exec opt.ll  -f f true true  ->  i1 false
;   Native, driver abs_main.c: `bool f(bool, bool);` called with all four
;   inputs. llc-14 -O0/-O2, x86-64, linked with gcc:
;     unoptimized: f(0,0)=0 f(0,1)=0 f(1,0)=0 f(1,1)=1
;     opt-14 -O2:  f(0,0)=0 f(0,1)=0 f(1,0)=0 f(1,1)=0   <- wrong
;   (lli -force-interpreter cannot run this: it has no llvm.abs.i1.)

define i1 @f(i1 %0, i1 %1) {
  %3 = call i1 @llvm.abs.i1(i1 %0, i1 false)
  %4 = select i1 %1, i1 %3, i1 false
  ret i1 %4
}

declare i1 @llvm.abs.i1(i1, i1 immarg)
