; LLVM 14 bug: InstCombine folds `fptosi (sitofp X) to iN` into `trunc X to iN`
; when the destination has exactly mantissa+1 bits. The reasoning is that
; the sign bit is "discarded", so the value fits the mantissa. That is wrong
; at the bottom of the range: -(2^p)-1 rounds to -(2^p), which iN (N = p+1)
; can hold, while the trunc wraps round to +(2^p)-1.
;
; Issue: https://github.com/llvm/llvm-project/issues/55150
;   "[InstCombine] likely incorrect optimization of sitofp/fptosi roundtrip"
;   (regehr, 2022-04-27, labels llvm:instcombine, miscompilation, closed).
;   The issue was reported on the unit test InstCombine/sitofp.ll @test18
;   (i64 -> double -> i54). Its Alive2 counterexample is
;   %A = -9007199254740993.
; Releases affected: LLVM 14.0.6 (tested here). Fixed by LLVM 19.1: opt-19
;   -O2 leaves the casts alone and llc-19 computes the right value.
; Kind: B (IR level). Pipelines: opt-14 -O1/-O2/-O3 and
;   opt-14 -passes=instcombine. The guilty fold is
;   InstCombinerImpl::foldItoFPtoI.
;   Warning for native checks: the same fold exists in the LLVM 14
;   SelectionDAG combiner. `llc-14 -O0` and `llc-14 -O2` on the UNOPTIMIZED
;   module also return the wrong value, on x86-64 and on aarch64. In LLVM 14
;   only the reference semantics (or LLVM 19) gives the right answer.
;   `lli-14 -force-interpreter` on the unoptimized module also printed the
;   wrong value here, so it is no reference either. `lli-19
;   -force-interpreter` and `irfuzz exec` agree with the expected values
;   below.
;
; The input is special: it sits at a float limit where integers stop being
; exact.
;   double: A = -(2^53)-1 = -9007199254740993 rounds (ties to even) to
;           -2^53 = -9007199254740992. That is the minimum of i54 and in
;           range, so there is no poison.
;           expected -9007199254740992, actual (after opt-14 -O2)
;           9007199254740991.
;   float:  A = -(2^24)-1 = -16777217 rounds to -2^24, the minimum of i25.
;           expected -16777216, actual 16777215.
;   Generic inputs agree (f(-123456789) = -123456789 on both sides). The
;   positive side never shows it: 2^53+1 rounds to 2^53, which overflows
;   i54, so the source is poison there.
;
; opt-14 -O2 output:
;   define i64 @sitofp_fptosi_i54(i64 %A) {
;     %1 = shl i64 %A, 10
;     %D = ashr exact i64 %1, 10
;     ret i64 %D }
;   define i64 @sitofp_fptosi_i25(i32 %A) {
;     %C = trunc i32 %A to i25
;     %D = sext i25 %C to i64
;     ret i64 %D }
;
; Verification (in /tmp/llvm14-bugs/; irfuzz = a copy of /work/main/bin/irfuzz):
;   $ opt-14 -O2 -S THIS.ll -o opt.ll
;   $ irfuzz refine THIS.ll opt.ll
;     incorrect: return value differs
;       input:  i64 -9007199254740993
;       source: i64 -9007199254740992
;       target: i64 9007199254740991
;   (for @sitofp_fptosi_i25: input i32 -16777217, source -16777216,
;    target 16777215)
;   Wrapper main in C (b1both_main.c), clang-19 -O0 -emit-llvm, llvm-link-19
;   with THIS.ll or opt.ll, then `lli-19 -force-interpreter`:
;     unoptimized: witness f(-9007199254740993) = -9007199254740992
;                  generic f(-123456789) = -123456789
;     opt-14 -O2:  witness f(-9007199254740993) = 9007199254740991
;                  generic f(-123456789) = -123456789
;   Native, unoptimized module with the same driver:
;     llc-14 -O0|-O2 x86-64 and llc-14 -O2 aarch64:
;       i54 witness = 9007199254740991, i25 witness = 16777215 (both wrong)
;     llc-19 -O0|-O2 x86-64:
;       i54 witness = -9007199254740992, i25 witness = -16777216 (right)

define i64 @sitofp_fptosi_i54(i64 %A) {
  %B = sitofp i64 %A to double
  %C = fptosi double %B to i54
  %D = sext i54 %C to i64
  ret i64 %D
}

define i64 @sitofp_fptosi_i25(i32 %A) {
  %B = sitofp i32 %A to float
  %C = fptosi float %B to i25
  %D = sext i25 %C to i64
  ret i64 %D
}
