; LLVM 14 bug: IndVarSimplify (handleFloatingPointIV) rewrites a float
; induction variable with integer-valued start, step and bound as an i32
; induction variable, and the float uses of the old one as sitofp of the new
; one. It does not check that the float values stay where every integer is
; exact (|f| <= 2^24 for float). Past 2^24 a float `f += 3.0` rounds, so the
; float loop visits other values and runs a different number of times than
; the integer loop.
;
; Issue: https://github.com/llvm/llvm-project/issues/166496
;   "miscompile when IndVarSimplify turns a float induction variable into an
;   int?" (regehr, 2025-11-05, labels llvm:optimizations, miscompilation,
;   closed). The issue's example is
;   `for (float f = 25.0; f <= 100000000.0; f += 17.0) bar();`, which calls
;   bar 6188318 times at -O0 and 5882352 times at -O1.
;   Fix: https://github.com/llvm/llvm-project/pull/166649
;   "[IndVarSimplify] Ensure fp values can be represented as consecutive
;   integers" (antoniofrighetto, merged). Start, step and bound must now stay
;   within +-2^24 (float) or +-2^53 (double). In the review dtcxzyw shows that
;   this is still not quite enough when the bound is exactly 2^24.
; Releases affected: LLVM 14.0.6 (tested here). LLVM 19.1 also fails (tested
;   here: opt-19 -O2 makes the same code). The fix landed after LLVM 21.
; Kind: B (IR level). Pipelines: opt-14 -O1/-O2/-O3/-Os and
;   opt-14 -passes=indvars. irfuzz blames IndVarSimplifyPass.
;
; The function is this C code:
;   int hits(int x) {
;     int n = 0;
;     for (float f = 16777208.0f; f <= 16777216.0f; f += 3.0f)
;       n += ((int)f == x);
;     return n;
;   }
; In float, f takes 16777208, 16777211, 16777214, then 16777214 + 3 =
; 16777217 = 2^24 + 1, which is not a float. It rounds (ties to even) to
; 2^24 = 16777216, which is <= the bound, so a fourth iteration runs with
; f = 2^24. After that 2^24 + 3 rounds to 16777220 and the loop exits.
; IndVarSimplify turns the loop into `for (int i = 16777208; i <= 16777216;
; i += 3)`, which stops after 16777214 because 16777217 > 16777216. Its
; fourth iteration is gone, and -O2 unrolls what is left into three compares.
;
; The input is special: it is the float limit 2^24 where integers stop being
; exact, and also the loop's own bound constant 16777216.0.
;   Witness hits(16777216): expected 1, actual 0 (after opt-14 -O1/-O2/-O3/
;   -Os or -passes=indvars).
;   hits(16777208), hits(16777211), hits(16777214) are 1 on both sides. Every
;   other x is 0 on both sides (16777215, 16777217, 16777220, 0, 5, -1 and
;   123456789 were tried). So only the one x = 2^24 tells them apart.
;
; opt-14 -O2 output:
;   define i32 @hits(i32 %x) {
;     %eq = icmp eq i32 %x, 16777208
;     %inc = zext i1 %eq to i32
;     %eq.1 = icmp eq i32 %x, 16777211
;     %inc.1 = zext i1 %eq.1 to i32
;     %n.next.1 = add nuw nsw i32 %inc, %inc.1
;     %eq.2 = icmp eq i32 %x, 16777214
;     %inc.2 = zext i1 %eq.2 to i32
;     %n.next.2 = add nuw nsw i32 %n.next.1, %inc.2
;     ret i32 %n.next.2 }
; opt-14 -passes=indvars alone gives the i32 loop
;   %f.int = phi i32 [ 16777208, %entry ], [ %f.next.int, %loop ]
;   %indvar.conv = sitofp i32 %f.int to float
;   ... %f.next.int = add nuw nsw i32 %f.int, 3 ...
;   %cont = icmp ule i32 %f.next.int, 16777216
;
; Verification (in /tmp/x3/; irfuzz = /work/main/bin/irfuzz):
;   $ opt-14 -O2 -S THIS.ll -o opt.ll
;   $ irfuzz exec THIS.ll -f hits 16777216   ->  i32 1
;   $ irfuzz exec opt.ll  -f hits 16777216   ->  i32 0
;   $ irfuzz exec THIS.ll -f hits 16777214   ->  i32 1   (opt.ll: i32 1)
;   (the same with -O1, -O3, -Os and -passes=indvars; opt-19 -O2: i32 0)
;   $ irfuzz refine THIS.ll opt.ll
;     incorrect: return value differs
;       input:  i32 16777216
;       source: i32 1
;       target: i32 0
;   /tmp/irfuzz-before refine THIS.ll opt.ll  ->  correct (2000 inputs,
;   none of them 2^24)
;   Native, driver fiv_main.c (`int hits(int);`, prints hits(x) for the x
;   listed above). llc-19 -O0 x86-64 of THIS.ll or of opt.ll, linked with gcc:
;     unoptimized: hits(16777216) = 1, hits(16777214) = 1, all others as above
;     opt-14 -O2:  hits(16777216) = 0   <- wrong; all other x the same
;   llc-14 -O0 of THIS.ll also prints hits(16777216) = 1 (the back end keeps
;   the float loop).
;   $ irfuzz check THIS.ll --llvm 14 --out /tmp/x3/after      (exit 1)
;     ir-miscompile: ir-miscompile/IndVarSimplifyPass
;       @hits(i32 16777216): expected i32 1, got i32 0
;     (pipeline O1; its commands.sh reproduces it natively on x86-64:
;     source prints 01000000, target 00000000)
;   $ /tmp/irfuzz-before check THIS.ll --llvm 14 --out /tmp/x3/before
;     no findings                                               (exit 0)

define i32 @hits(i32 %x) {
entry:
  br label %loop

loop:
  %f = phi float [ 16777208.0, %entry ], [ %f.next, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %loop ]
  %fi = fptosi float %f to i32
  %eq = icmp eq i32 %fi, %x
  %inc = zext i1 %eq to i32
  %n.next = add i32 %n, %inc
  %f.next = fadd float %f, 3.0
  %cont = fcmp ole float %f.next, 16777216.0
  br i1 %cont, label %loop, label %exit

exit:
  ret i32 %n.next
}
