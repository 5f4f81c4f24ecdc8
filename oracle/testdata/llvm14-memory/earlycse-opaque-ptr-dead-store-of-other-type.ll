; LLVM 14 bug (opaque-pointer mode): EarlyCSE's "trivial DSE" deletes an
; earlier store when a later store goes to the same pointer value, without
; checking that the two stores have the same type. With typed pointers the
; same pointer value implied the same stored type; with opaque pointers
; `store i64 %x, ptr %p` followed by `store i32 %y, ptr %p` is legal, and the
; later store overwrites only the low 4 bytes. EarlyCSE drops the i64 store
; anyway, so bytes 4..7 keep their old contents.
;
; Reference (no tracker issue found): the fix is the value-type check in
;   EarlyCSE::overridingStores, llvm/lib/Transforms/Scalar/EarlyCSE.cpp:
;     if (!Earlier.getValueType() || !Later.getValueType() ||
;         Earlier.getValueType() != Later.getValueType())
;       return false;
;   and the upstream regression test @dse in
;   llvm/test/Transforms/EarlyCSE/opaque-ptr.ll (RUN: opt -S -early-cse
;   -opaque-pointers), which checks that `store i32 %i1, ptr %p; store i8
;   %i2, ptr %p` keeps both stores. LLVM 14.0.6 deletes the first one, so
;   the fix came after the 14 branch. The commit and any issue or review
;   for it were not found in the stored tracker.
; Releases affected: LLVM 14.0.6 with -opaque-pointers (tested here). In
;   LLVM 14's default typed-pointer mode the second store needs a bitcast
;   pointer, the pointers differ, and the code stays correct (tested with an
;   i64*/i32* version of @wide_then_narrow). Fixed by LLVM 19.1 (opt-19 -O2
;   keeps both stores).
; Kind: B (IR level). Pipelines: opt-14 -O2 (`-passes=default<O2>`),
;   opt-14 -passes=early-cse and -passes='early-cse<memssa>'. EarlyCSEPass is
;   the first pass of -O2 to change both functions. InstCombine has the same
;   missing check (see instcombine-opaque-ptr-dead-store-after-memset.ll).
; Pointers: opaque (`ptr`). LLVM 14 reads this only with -opaque-pointers,
;   which irfuzz passes to LLVM 14 tools (native.Toolchain.IRFlags); LLVM 19
;   reads it as is.
;
; Witnesses (little endian, %p 8-byte aligned, pointing to 8 bytes):
;   @wide_then_narrow(p, x = 0x1111111122222222 (1229782938533634594),
;                        y = 0x33333333 (858993459)), p -> aa aa aa aa aa aa aa aa:
;     expected: returns 0x1111111133333333 (1229782938819965747),
;               p = 33 33 33 33 11 11 11 11
;     actual:   returns 0xaaaaaaaa33333333 (-6148914693240835277),
;               p = 33 33 33 33 aa aa aa aa
;     Any input whose old bytes 4..7 differ from x's high half shows it.
;   @restore_low_half(p, x = -1), p -> 00 00 00 00 00 00 00 00:
;     expected p = 00 00 00 00 ff ff ff ff (low half put back, high half
;     from x); actual p = 00 00 00 00 00 00 00 00 (EarlyCSE drops the i64
;     store; the `load i32 p; store i32 v, p` left behind is a no-op, which
;     InstCombine then deletes at -O2).
;
; opt-14 -O2 output:
;   define i64 @wide_then_narrow(ptr nocapture %p, i64 %x, i32 %y) {
;     store i32 %y, ptr %p, align 4
;     %r = load i64, ptr %p, align 8
;     ret i64 %r }
;   define void @restore_low_half(ptr nocapture readnone %p, i64 %x) {
;     ret void }
;
; Verification (in /tmp/mb/v/):
;   $ opt-14 -opaque-pointers -passes='default<O2>' -S THIS.ll -o o14.ll
;   $ opt-19 -passes='default<O2>' -S THIS.ll -o o19.ll
;   Native, driver d2.c (calls both with the witnesses, prints the result and
;   the 8 bytes), llc-14 -opaque-pointers -O0 x86-64 (llc-19 for o19.ll),
;   linked with gcc:
;     THIS.ll: wide_then_narrow ret=0x1111111133333333 mem=3333333311111111
;              restore_low_half mem=00000000ffffffff
;     o14.ll:  wide_then_narrow ret=0xaaaaaaaa33333333 mem=33333333aaaaaaaa  <- wrong
;              restore_low_half mem=0000000000000000                         <- wrong
;     o19.ll:  same as THIS.ll
;   $ irfuzz check --llvm 14 THIS.ll
;     ir-miscompile/EarlyCSEPass on both functions (first at -O1), e.g.
;     @wide_then_narrow(p -> ff ff ..., x = 1, y = 1): expected i64 1 and
;     p = 01 00 00 00 00 00 00 00, got i64 -4294967295 and
;     p = 01 00 00 00 ff ff ff ff ("final contents of %arg0 differ at byte 4")
;   irfuzz check --llvm 19 THIS.ll: no findings.

define i64 @wide_then_narrow(ptr %p, i64 %x, i32 %y) {
  store i64 %x, ptr %p, align 8
  store i32 %y, ptr %p, align 4
  %r = load i64, ptr %p, align 8
  ret i64 %r
}

define void @restore_low_half(ptr %p, i64 %x) {
  %v = load i32, ptr %p, align 4
  store i64 %x, ptr %p, align 4
  store i32 %v, ptr %p, align 4
  ret void
}
