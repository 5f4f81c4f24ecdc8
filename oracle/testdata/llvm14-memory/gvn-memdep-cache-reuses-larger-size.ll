; LLVM 14 bug: MemoryDependenceAnalysis caches the non-local dependencies
; of a pointer together with the access size of the query that filled the
; cache. A later query on the same pointer with a smaller size is answered
; by rerunning it with the cached, larger size. Here the 8-byte load of %q
; in %wide fills the cache: for 8 bytes, BasicAA proves that %q cannot be
; the 4-byte alloca %a (an 8-byte access does not fit in it), so the store
; of 5 to %a in %set does not clobber %q. That is true where the 8-byte
; load runs (there %c is false and %q is %p), but GVN then answers the
; 4-byte load of %q in %small (where %c is true and %q is %a) from the same
; cache, skips the store, and replaces the load by %x, the value loaded in
; %entry before the store.
;
; Issue: https://github.com/llvm/llvm-project/issues/111585
;   "Miscompile in GVN due to MemDepAnalysis caching" (alinas, 2024-10-08,
;   labels llvm:GVN, llvm:transforms, miscompilation, closed). Fixed by
;   https://github.com/llvm/llvm-project/pull/116936 "[MemDepAnalysis]
;   Don't reuse NonLocalPointerDeps cache if memory location size differs"
;   (aeubanks, 2024-11, in LLVM 20): "we can end up using a previous cache
;   entry where the size was too large and was UB". The PR adds no new test
;   (it updates Transforms/GVN/PRE/rle.ll). This module is written from that
;   description, not from the issue's attachment: the issue's reduced test
;   (`operator new(8)`, a store of float through a phi) needs a loop and
;   allocation calls; here the same reuse shows with a select and an alloca.
;   https://github.com/llvm/llvm-project/issues/107996 (hvdijk, 2024-09,
;   "GVN wrong optimization with skipped out-of-bounds accesses", open in
;   the stored tracker) looks like the same mechanism (an i64 load of an
;   i32 alloca on a path that is not taken); opt-14 and opt-19
;   -passes=gvn both miscompile its test. Not claimed as fixed by #116936.
; Releases affected: LLVM 14.0.6 (tested here). LLVM 19.1: opt-19
;   -passes=gvn gives the same wrong output (the fix is in LLVM 20), but
;   opt-19 -O2 is correct, because its SROA first rewrites the select of the
;   alloca into control flow and promotes %a, so GVN never sees this.
; Kind: B (IR level). Pipelines: opt-14 -O2 (`-passes=default<O2>`; GVNPass
;   is the first pass to go wrong) and opt-14 -passes=gvn. Without the
;   8-byte load in %wide (say `ret i64 7` there), opt-14 -passes=gvn keeps
;   the load in %small: the wrong answer comes from the cached 8-byte query.
; Pointers: opaque (`ptr`). LLVM 14 reads this only with -opaque-pointers,
;   which irfuzz passes to LLVM 14 tools (native.Toolchain.IRFlags); LLVM 19
;   reads it as is. The bug does not depend on opaque pointers.
;
; Witness (little endian): %p points to 8 bytes 01 02 ... 08, %out to 4
; writable bytes (noalias: %out is no other argument's object).
;   @reload_after_store(true, true, p, out):
;     expected: returns 5 (%q is %a, which %set stored 5 to), out = 0
;     actual:   returns 0 (%x, loaded from %a before the store), out = 0
;   @reload_after_store(true, false, ...) returns 0 on both sides; with
;   %c false both sides return p's 8 bytes and store p's first 4 to out.
;
; opt-14 -O2 output:
;   define i64 @reload_after_store(i1 %c, i1 %d, ptr nocapture readonly %p,
;                                  ptr noalias nocapture writeonly %out) {
;   entry:
;     %a = alloca i32, align 4
;     store i32 0, ptr %a, align 4
;     %q = select i1 %c, ptr %a, ptr %p
;     %x = load i32, ptr %q, align 4
;     store i32 %x, ptr %out, align 4
;     br i1 %d, label %set, label %join
;   set:
;     store i32 5, ptr %a, align 4
;     br label %join
;   join:
;     br i1 %c, label %small, label %wide
;   common.ret:
;     %common.ret.op = phi i64 [ %w, %wide ], [ %yz, %small ]
;     ret i64 %common.ret.op
;   wide:
;     %w = load i64, ptr %q, align 4
;     br label %common.ret
;   small:
;     %yz = zext i32 %x to i64            <- the load of %q is gone
;     br label %common.ret }
;
; Verification (in /tmp/hb/v/):
;   $ opt-14 -opaque-pointers -passes='default<O2>' -S THIS.ll -o o14.ll
;   $ opt-14 -opaque-pointers -passes=gvn -S THIS.ll -o g14.ll
;   $ opt-19 -passes='default<O2>' -S THIS.ll -o o19.ll
;   $ opt-19 -passes=gvn -S THIS.ll -o g19.ll
;   Native, driver dg.c (p = 01..08, out = aa aa aa aa, all four (c, d)),
;   llc-14 -opaque-pointers -O0 x86-64 (llc-19 for the opt-19 outputs),
;   linked with gcc:
;     THIS.ll:  c=1 d=1 ret=0x5 out=00000000   (c=1 d=0: 0; c=0: 0x0807060504030201, out=01020304)
;     o14.ll:   c=1 d=1 ret=0x0 out=00000000   <- wrong; the other three as THIS.ll
;     g14.ll:   c=1 d=1 ret=0x0                <- wrong
;     o19.ll:   as THIS.ll
;     g19.ll:   c=1 d=1 ret=0x0                <- wrong (LLVM 19 GVN alone)
;   $ irfuzz check --llvm 14 THIS.ll
;     ir-miscompile: ir-miscompile/GVNPass
;       @reload_after_store(i1 true, i1 true, ptr ..., ptr ...):
;       expected i64 5, got i64 0
;   irfuzz check --llvm 19 (pipeline O2): no findings; with
;   --pipelines gvn: ir-miscompile/GVNPass, the same input.

define i64 @reload_after_store(i1 %c, i1 %d, ptr %p, ptr noalias %out) {
entry:
  %a = alloca i32, align 4
  store i32 0, ptr %a, align 4
  %q = select i1 %c, ptr %a, ptr %p
  %x = load i32, ptr %q, align 4
  store i32 %x, ptr %out, align 4
  br i1 %d, label %set, label %join

set:
  store i32 5, ptr %a, align 4
  br label %join

join:
  br i1 %c, label %small, label %wide

wide:
  %w = load i64, ptr %q, align 4
  ret i64 %w

small:
  %y = load i32, ptr %q, align 4
  %yz = zext i32 %y to i64
  ret i64 %yz
}
