; LLVM 14 bug: MemCpyOpt forwards the source of a memcpy to a byval
; argument (`memcpy(%tmp <- %obj); call @take(byval %tmp)` becomes
; `call @take(byval %obj)`) but keeps the call's !alias.scope metadata. In
; the source the call reads only %tmp, so the metadata's claim that it does
; not touch memory in the scope of the `!noalias` store to %obj is true; on
; the rewritten call it is false. DSE then believes the metadata: nothing
; reads the store of 1 to %obj before the alloca dies, so it deletes the
; store, and @take receives %obj's old first element instead of 1.
;
; Issue: https://github.com/llvm/llvm-project/issues/70578
;   "[MemCpyOpt] The store instruction should not be removed by DSE."
;   (DianQK, 2023-10-29, labels llvm:transforms, miscompilation,
;   release:backport; reduced from rust-lang/rust#116976). Fixed by
;   https://github.com/llvm/llvm-project/pull/70580 "[MemCpyOpt] Combine
;   alias metadatas when replacing byval arguments" (regression test
;   @byval_param_noalias_metadata in llvm/test/Transforms/MemCpyOpt/memcpy.ll;
;   the issue mentions the same fix for other arguments,
;   https://github.com/llvm/llvm-project/pull/67539).
;   The issue's test passes a byval parameter of the function itself; irfuzz
;   cannot call a function with a byval parameter (oracle.Drivable), so here
;   the byval source is an alloca %obj filled from the pointer argument %q
;   (@look, a readonly nocapture call, keeps SROA from splitting %obj), and
;   the copy is 20 bytes so that InstCombine does not turn the memcpys into
;   loads and stores first and the C driver passes the struct in memory.
; Releases affected: LLVM 14.0.6 (tested here). Fixed by LLVM 19.1 (opt-19
;   -O2 forwards the byval argument as well, but drops !alias.scope and
;   keeps the store).
; Kind: B (IR level). Pipelines: opt-14 -O2 (`-passes=default<O2>`: the
;   passes that change the function are InstCombinePass, TailCallElimPass,
;   MemCpyOptPass (the forwarding; the IR it leaves behaves as the source
;   unless the scope metadata is taken as a promise) and DSEPass (deletes
;   the store)), and opt-14 -passes=memcpyopt,dse.
; Pointers: opaque (`ptr`). LLVM 14 reads this only with -opaque-pointers,
;   which irfuzz passes to LLVM 14 tools (native.Toolchain.IRFlags); LLVM 19
;   reads it as is.
;
; Witness: %q points to 20 bytes, the i32s 7 8 9 10 11 (any first element
; other than 1 shows it); @look and @take are unknown functions.
;   @pass_copy(q):
;     expected: look(%obj); take(byval copy = 1 8 9 10 11)
;     actual:   look(%obj); take(byval copy = 7 8 9 10 11)
;
; opt-14 -O2 output:
;   define void @pass_copy(ptr nocapture readonly align 4 %q) {
;   entry:
;     %obj = alloca [5 x i32], align 4
;     call void @llvm.memcpy.p0.p0.i64(ptr ... %obj, ptr ... %q, i64 20, i1 false)
;     call void @look(ptr nonnull %obj)
;     tail call void @take(ptr nonnull byval([5 x i32]) align 4 %obj), !alias.scope !0
;     ret void }
; opt-19 -O2 output: the same, with `store i32 1, ptr %obj, align 4,
;   !noalias !0` before the call and no !alias.scope on it.
;
; Verification (in /tmp/hb/v/):
;   $ opt-14 -opaque-pointers -passes='default<O2>' -S THIS.ll -o m14.ll
;   $ opt-19 -passes='default<O2>' -S THIS.ll -o m19.ll
;   Native, driver dm.c (`struct S { int v[5]; }; void take(struct S)`
;   prints its argument; `look` does nothing; q = {7, 8, 9, 10, 11}),
;   llc-14 -opaque-pointers -O0 x86-64 (llc-19 for m19.ll), linked with gcc:
;     THIS.ll: take: 1 8 9 10 11
;     m14.ll:  take: 7 8 9 10 11   <- wrong
;     m19.ll:  take: 1 8 9 10 11
;
; irfuzz: `irfuzz check --llvm 14 THIS.ll` reports ir-miscompile/DSEPass:
;   "call 2 differs: memory of %byval0 at @take(ptr %byval0) differ at byte
;   0" (the copy @take gets starts with %q's bytes, not 01 00 00 00).
;   irfuzz compares a byval argument of an unknown call by the bytes of
;   the copy (a new object of the call, %byvalN), not by the object the
;   caller copies from, so MemCpyOpt's forwarding alone is no finding;
;   the blame falls on DSE, which deletes the store (irfuzz does not model
;   !alias.scope/!noalias, whose broken promise MemCpyOpt leaves behind).
;   `irfuzz check --llvm 19 THIS.ll`: no findings.

define void @pass_copy(ptr align 4 %q) {
entry:
  %obj = alloca [5 x i32], align 4
  %tmp = alloca [5 x i32], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %obj, ptr align 4 %q, i64 20, i1 false)
  call void @look(ptr %obj)
  store i32 1, ptr %obj, align 4, !noalias !2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %tmp, ptr align 4 %obj, i64 20, i1 false)
  call void @take(ptr byval([5 x i32]) align 4 %tmp), !alias.scope !2
  ret void
}

declare void @look(ptr nocapture readonly) nounwind
declare void @take(ptr byval([5 x i32]) align 4) nounwind
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)

!0 = !{!0}
!1 = !{!1, !0}
!2 = !{!1}
