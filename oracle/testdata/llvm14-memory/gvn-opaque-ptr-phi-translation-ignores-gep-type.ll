; LLVM 14 bug (opaque-pointer mode): GVN's load elimination translates the
; address `getelementptr i32, ptr %phi, i64 1` into each predecessor
; (PHITransAddr) and then looks for an existing GEP with the same operands.
; It does not compare the GEPs' source element types, so in the %else block
; it takes `getelementptr i64, ptr %p2, i64 1` (p2 + 8) for the translated
; `getelementptr i32, ptr %p2, i64 1` (p2 + 4), and it replaces the load in
; %join by a phi of the two loads already done in %if and %else. With typed
; pointers the two GEPs could not have had the same pointer operand type.
;
; Reference (no tracker issue found): upstream regression test
;   @phi_trans_different_types in llvm/test/Transforms/GVN/opaque-ptr.ll.
;   That test is this function with `declare void @use.i32(i32)`; it checks
;   that GVN inserts `getelementptr i32, ptr %p2, i64 1` + a new load in
;   %else (fixed output, the same as opt-19 -passes=gvn). opt-14
;   -passes=gvn instead gives `%v = phi i32 [ %v1, %if ], [ %v2, %else ]`.
;   The commit of the fix and any issue or review for it were not found.
; Releases affected: LLVM 14.0.6 with -opaque-pointers (tested here). Fixed
;   by LLVM 19.1 (opt-19 -passes=gvn and -O2 load p2 + 4 in %else).
; Kind: B (IR level). Pipelines: opt-14 -passes=gvn and opt-14 -O2
;   (`-passes=default<O2>`). At -O2 GVNPass is the first pass to go wrong
;   on the %else path (which then returns p2[8..12)). Later in -O2 the %if
;   path goes wrong too, through a second opaque-pointer bug that is not
;   SimplifyCFG's (corrected here; an earlier version of this header said it
;   was): the late SimplifyCFG only sinks the two calls to @use into %join,
;   through a phi of %v1 and %v2; the InstCombine after it merges that phi
;   with %v and folds the phi of the two loads and of their GEPs into one
;   `load (getelementptr i64, (phi %p2, %p1), 1)`, keeping one GEP's source
;   element type for both (InstCombine's PHI folds do not compare it; the
;   upstream test is @phi_of_gep_different_type in
;   llvm/test/Transforms/InstCombine/opaque-ptr.ll, and opt-14
;   -passes=instcombine on that test gives the single `getelementptr i32`).
;   The SimplifyCFG after that turns the phi into the select below. So
;   after -O2 both paths read offset 8 (checked with -print-changed).
; Pointers: opaque (`ptr`). LLVM 14 reads this only with -opaque-pointers,
;   which irfuzz passes to LLVM 14 tools (native.Toolchain.IRFlags); LLVM 19
;   reads it as is. @use is an unknown `readnone` function: it only keeps the
;   two loads alive, and the witness holds whatever it does.
;
; Witness (little endian): %p1 and %p2 both point to one 16-byte object
; with bytes 00 01 02 ... 0f (distinct objects with the same bytes work the
; same; only %p2 is read on the %else path).
;   @phi_trans_different_types(false, p1, p2):
;     expected returns p2[4..8)  = 0x07060504 (117835012); use(0x0b0a0908)
;     actual (opt-14 -passes=gvn and -O2): returns p2[8..12) = 0x0b0a0908
;       (185207048)
;   @phi_trans_different_types(true, p1, p2):
;     expected returns p1[4..8) = 0x07060504; after opt-14 -passes=gvn it is
;     right, after opt-14 -O2 it returns 0x0b0a0908 (InstCombine's PHI fold).
;   Any bytes where offsets 4..7 and 8..11 differ show it.
;
; opt-14 -O2 output:
;   define i32 @phi_trans_different_types(i1 %c, ptr nocapture readonly %p1,
;                                         ptr nocapture readonly %p2) {
;   entry:
;     %p1.p2 = select i1 %c, ptr %p1, ptr %p2
;     %v2.sink.in = getelementptr i64, ptr %p1.p2, i64 1
;     %v2.sink = load i32, ptr %v2.sink.in, align 4
;     tail call void @use(i32 %v2.sink)
;     ret i32 %v2.sink }
;
; Verification (in /tmp/mb/v/):
;   $ opt-14 -opaque-pointers -passes='default<O2>' -S THIS.ll -o o14.ll
;   $ opt-19 -passes='default<O2>' -S THIS.ll -o o19.ll
;   Native, driver d4.c (bytes 0..15 in one buffer, passed as both p1 and
;   p2; `use` does nothing), llc-14 -opaque-pointers -O0 x86-64 (llc-19 for
;   o19.ll), linked with gcc:
;     THIS.ll: c=0: 0x07060504  c=1: 0x07060504
;     o14.ll:  c=0: 0x0b0a0908  c=1: 0x0b0a0908   <- wrong
;     o19.ll:  c=0: 0x07060504  c=1: 0x07060504
;   $ irfuzz check --llvm 14 THIS.ll
;     ir-miscompile/InstCombinePass (first at -O1, on the %if path):
;     @phi_trans_different_types(true, p1, p2): expected i32 33555200,
;     got i32 197376 (p1[4..8) and p1[8..12) of its random bytes). irfuzz
;     stops at a function's first wrong input, and the %if path's goes
;     wrong only in InstCombine; the GVN bug itself shows with
;   $ irfuzz check --llvm 14 --pipelines gvn THIS.ll
;     ir-miscompile/GVNPass: @phi_trans_different_types(false, ...)
;   irfuzz check --llvm 19 THIS.ll: no findings.

define i32 @phi_trans_different_types(i1 %c, ptr %p1, ptr %p2) {
entry:
  br i1 %c, label %if, label %else

if:
  %gep1 = getelementptr i32, ptr %p1, i64 1
  %v1 = load i32, ptr %gep1, align 4
  call void @use(i32 %v1) readnone
  br label %join

else:
  %gep2 = getelementptr i64, ptr %p2, i64 1
  %v2 = load i32, ptr %gep2, align 4
  call void @use(i32 %v2) readnone
  br label %join

join:
  %phi = phi ptr [ %p1, %if ], [ %p2, %else ]
  %gep = getelementptr i32, ptr %phi, i64 1
  %v = load i32, ptr %gep, align 4
  ret i32 %v
}

declare void @use(i32)
