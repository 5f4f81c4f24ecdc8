; LLVM 14 bug (opaque-pointer mode): SimplifyCFG's sinking of common code
; from the two arms of a diamond treats `getelementptr i32, ptr %p1, i64 1`
; and `getelementptr i64, ptr %p2, i64 1` as the same operation (same
; operand types, same result type `ptr`; the GEP source element type is not
; compared). It sinks one `getelementptr i64, ptr (phi/select %p1, %p2),
; i64 1` into the join block, so the %if path loads from p1 + 8 instead of
; p1 + 4. With typed pointers the two GEPs had different pointer operand
; types and could not be merged.
;
; Correction (the guilty pass at -O2): in THIS module's -O2 run the wrong
; merge is InstCombine's, not SimplifyCFG's. The late SimplifyCFG only sinks
; the two calls to @use (correctly, through a phi of %v1 and %v2); the
; InstCombine after it folds the phi of the two loads and of their GEPs
; into `load (getelementptr i64, (phi %p2, %p1), 1)`, which has the same
; missing source-element-type check (upstream test
; @phi_of_gep_different_type in llvm/test/Transforms/InstCombine/
; opaque-ptr.ll; opt-14 -passes=instcombine on it gives one
; `getelementptr i32`), and the second SimplifyCFG run only turns the phi
; into the select. irfuzz blames InstCombinePass accordingly. SimplifyCFG's
; own sinking bug is real but needs the loads to reach it: on this function
; without the two @use calls, opt-14 -passes='simplifycfg<sink-common-insts>'
; alone gives `select; getelementptr i64; load` (at -O2 the early
; InstCombine folds that variant first). An earlier version of this header
; described the -O2 run as SimplifyCFG sinking the loads and GEPs; it was
; checked again with -print-changed.
;
; Reference (no tracker issue found): upstream regression test
;   @test_sink_gep_different_types in
;   llvm/test/Transforms/SimplifyCFG/opaque-ptr.ll (RUN: opt
;   -passes=simplifycfg -sink-common-insts -opaque-pointers), which expects
;   a select of the two GEPs. opt-14 -passes=simplifycfg -sink-common-insts
;   on that test gives the single `getelementptr i64, ptr %p, i64 1`, so the
;   fix (GEP source element type in Instruction::hasSameSpecialState /
;   isSameOperationAs) came after the 14 branch. The commit was not found.
;   SimplifyCFG is not a memory pass, but the wrong result is a load from the
;   wrong address: it is the same GEP-type family as
;   gvn-opaque-ptr-phi-translation-ignores-gep-type.ll.
; Releases affected: LLVM 14.0.6 with -opaque-pointers (tested here). Fixed
;   by LLVM 19.1 (opt-19 -O2 selects between `p1 + 4` and `p2 + 8`).
; Kind: B (IR level). Pipelines: opt-14 -O2 (`-passes=default<O2>`; the
;   first pass to go wrong is the InstCombinePass after the first late
;   SimplifyCFGPass, see the correction above) and opt-14
;   -passes='simplifycfg<sink-common-insts>,instcombine,
;   simplifycfg<sink-common-insts>' (the same output as -O2; the wrong step
;   is again the instcombine).
; Pointers: opaque (`ptr`). LLVM 14 reads this only with -opaque-pointers,
;   which irfuzz passes to LLVM 14 tools (native.Toolchain.IRFlags); LLVM 19
;   reads it as is. @use is an unknown function (no attributes); it gets the
;   loaded value, so a wrong load is also visible to it.
;
; Witness (little endian): %p1 points to 16 bytes 00 01 02 ... 0f; %p2 to
; any other 16 bytes (it is not read when %c is true).
;   @sink_loads(true, p1, p2):
;     expected: use(0x07060504), returns p1[4..8) = 0x07060504 (117835012)
;     actual:   use(0x0b0a0908), returns p1[8..12) = 0x0b0a0908 (185207048)
;   @sink_loads(false, p1, p2): p2[8..12) on both sides (the kept GEP is the
;   i64 one).
;
; opt-14 -O2 output:
;   define i32 @sink_loads(i1 %c, ptr nocapture readonly %p1,
;                          ptr nocapture readonly %p2) {
;   entry:
;     %p1.p2 = select i1 %c, ptr %p1, ptr %p2
;     %v2.sink.in = getelementptr i64, ptr %p1.p2, i64 1
;     %v2.sink = load i32, ptr %v2.sink.in, align 4
;     tail call void @use(i32 %v2.sink)
;     ret i32 %v2.sink }
; opt-19 -O2 output:
;     %gep2 = getelementptr i8, ptr %p2, i64 8
;     %gep1 = getelementptr i8, ptr %p1, i64 4
;     %gep2.sink = select i1 %c, ptr %gep1, ptr %gep2
;     %v2 = load i32, ptr %gep2.sink, align 4 ...
;
; Verification (in /tmp/mb/v/):
;   $ opt-14 -opaque-pointers -passes='default<O2>' -S THIS.ll -o o14.ll
;   $ opt-19 -passes='default<O2>' -S THIS.ll -o o19.ll
;   Native, driver d5.c (bytes 0..15 in one buffer as p1, another buffer of
;   0x55 bytes as p2; `use` prints its argument), llc-14 -opaque-pointers
;   -O0 x86-64 (llc-19 for o19.ll), linked with gcc:
;     THIS.ll: c=1: use 0x07060504 ret 0x07060504; c=0: use 0x55555555 ret 0x55555555
;     o14.ll:  c=1: use 0x0b0a0908 ret 0x0b0a0908  <- wrong; c=0 as THIS.ll
;     o19.ll:  same as THIS.ll
;   $ irfuzz check --llvm 14 THIS.ll
;     ir-miscompile/InstCombinePass (first at -O1): @sink_loads(true,
;     p1 -> 01 02 03 ..., p2): expected use(134678021) and i32 134678021
;     (p1[4..8) = 05 06 07 08), got use(202050057) and i32 202050057
;     (p1[8..12)): "call 1 differs: argument 0"
;   irfuzz check --llvm 19 THIS.ll: no findings.

define i32 @sink_loads(i1 %c, ptr %p1, ptr %p2) {
entry:
  br i1 %c, label %if, label %else

if:
  %gep1 = getelementptr i32, ptr %p1, i64 1
  %v1 = load i32, ptr %gep1, align 4
  call void @use(i32 %v1)
  br label %join

else:
  %gep2 = getelementptr i64, ptr %p2, i64 1
  %v2 = load i32, ptr %gep2, align 4
  call void @use(i32 %v2)
  br label %join

join:
  %v = phi i32 [ %v1, %if ], [ %v2, %else ]
  ret i32 %v
}

declare void @use(i32)
