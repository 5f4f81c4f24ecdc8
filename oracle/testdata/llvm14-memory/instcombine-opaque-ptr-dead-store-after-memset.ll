; LLVM 14 bug (opaque-pointer mode): InstCombine's small backward "dead
; store" scan in visitStoreInst deletes the previous store to the same
; pointer value without checking that both stores have the same type. Here
; InstCombine first turns the 8-byte memset into `store i64
; 0x2a2a2a2a2a2a2a2a, ptr %p`; the next instruction, `store i32 43, ptr %p`,
; then makes the scan erase that i64 store although the i32 store overwrites
; only bytes 0..3. Bytes 4..7 keep their old contents instead of 0x2a.
;
; Reference (no tracker issue found): the fix is the type check in
;   InstCombinerImpl::visitStoreInst,
;   llvm/lib/Transforms/InstCombine/InstCombineLoadStoreAlloca.cpp:
;     if (PrevSI->isUnordered() &&
;         equivalentAddressValues(PrevSI->getOperand(1), SI.getOperand(1)) &&
;         PrevSI->getValueOperand()->getType() ==
;             SI.getValueOperand()->getType()) {
;   LLVM 14.0.6 erases the previous store without the last condition. The
;   commit that added it, and any issue or review for it, were not found in
;   the stored tracker. Same root cause as the EarlyCSE bug in
;   earlycse-opaque-ptr-dead-store-of-other-type.ll; this module is the case
;   where EarlyCSE cannot see it (a memset is no store for EarlyCSE), so
;   InstCombine is the guilty pass at -O2.
; Releases affected: LLVM 14.0.6 with -opaque-pointers (tested here). In
;   typed-pointer mode the i32 store needs a bitcast pointer, so the pointer
;   values differ and the scan stops. Fixed by LLVM 19.1 (opt-19 -O2 folds
;   the function to `store i64 0x2a2a2a2a0000002b; ret` that value, and
;   opt-19 -passes=instcombine keeps both stores).
; Kind: B (IR level). Pipelines: opt-14 -O2 (`-passes=default<O2>`; the
;   first pass to change the function is InstCombinePass) and opt-14
;   -passes=instcombine.
; Pointers: opaque (`ptr`). LLVM 14 reads this only with -opaque-pointers,
;   which irfuzz passes to LLVM 14 tools (native.Toolchain.IRFlags); LLVM 19
;   reads it as is.
;
; Witness (little endian, %p 4-byte aligned, pointing to 8 bytes):
;   @memset_then_narrow_store(p), p -> 00 00 00 00 00 00 00 00:
;     expected: returns 0x2a2a2a2a0000002b (3038287258491813931),
;               p = 2b 00 00 00 2a 2a 2a 2a
;     actual:   returns 0x000000000000002b (43), p = 2b 00 00 00 00 00 00 00
;   Every input shows it unless the old bytes 4..7 are already 2a 2a 2a 2a.
;
; opt-14 -O2 output (the same with -passes=instcombine):
;   define i64 @memset_then_narrow_store(ptr nocapture %p) {
;     store i32 43, ptr %p, align 4
;     %r = load i64, ptr %p, align 4
;     ret i64 %r }
; opt-19 -O2 output:
;   define noundef i64 @memset_then_narrow_store(ptr nocapture writeonly %p) {
;     store i64 3038287258491813931, ptr %p, align 4
;     ret i64 3038287258491813931 }
;
; Verification (in /tmp/mb/v/):
;   $ opt-14 -opaque-pointers -passes='default<O2>' -S THIS.ll -o o14.ll
;   $ opt-19 -passes='default<O2>' -S THIS.ll -o o19.ll
;   Native, driver d3.c (zeroed 8-byte buffer, prints result and bytes),
;   llc-14 -opaque-pointers -O0 x86-64 (llc-19 for o19.ll), linked with gcc:
;     THIS.ll: ret=0x2a2a2a2a0000002b mem=2b0000002a2a2a2a
;     o14.ll:  ret=0x000000000000002b mem=2b00000000000000   <- wrong
;     o19.ll:  ret=0x2a2a2a2a0000002b mem=2b0000002a2a2a2a
;   $ irfuzz check --llvm 14 THIS.ll
;     ir-miscompile/InstCombinePass (first at -O1):
;     @memset_then_narrow_store(p -> 00 ...): expected i64
;     3038287258491813931 and p = 2b 00 00 00 2a 2a 2a 2a, got i64 43 and
;     p = 2b 00 00 00 00 00 00 00 ("final contents of %arg0 differ at byte 4")
;   irfuzz check --llvm 19 THIS.ll: no findings.

define i64 @memset_then_narrow_store(ptr %p) {
  call void @llvm.memset.p0.i64(ptr align 4 %p, i8 42, i64 8, i1 false)
  store i32 43, ptr %p, align 4
  %r = load i64, ptr %p, align 4
  ret i64 %r
}

declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)
