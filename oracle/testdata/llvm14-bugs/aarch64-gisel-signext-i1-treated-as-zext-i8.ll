; LLVM 14 bug: AArch64 GlobalISel call lowering handles a `signext i1`
; argument or result as if it were a plain i1. A plain i1 is zero-extended to
; 8 bits. The explicit `signext` is ignored. The callee therefore trusts an
; extension the caller did not do, and it does not do the extension the
; caller trusts.
;
; Reference (READ THIS): no tracker issue or PR for this exact fix was found
;   in the stored corpora. What was found:
;   - https://github.com/llvm/llvm-project/issues/57181
;     "possible miscompile of signext-of-i1 by aarch64 backend" (regehr,
;     2022-08-16, closed). Its headline example (SelectionDAG, `zext` of a
;     `signext i1` then `sub`) is NOT a bug under a caller that extends, and
;     the project already rejected it on that ground. The thread is the
;     upstream discussion of what `signext i1` means on AArch64. A search for
;     the GlobalISel test file below ranks this thread first, but the stored
;     excerpt does not show that a fix was linked to it.
;   - https://discourse.llvm.org/t/issues-with-signext-i1-on-aarch64/64739
;     (Aug 2022). It asks whether a `signext i1` result is 0/1 (zero-extend to
;     i8 first, then sign-extend) or 0/-1 (signext takes priority).
;   - The upstream fix, seen only in the code: in
;     llvm/lib/Target/AArch64/GISel/AArch64CallLowering.cpp the i1 special
;     cases now apply only when the value has neither SExt nor ZExt:
;     lowerReturn (G_ZEXT to s8), lowerFormalArguments (G_ASSERT_ZEXT on s8)
;     and lowerCall (G_ZEXT to s8). LLVM 14 checked only `!isZExt()` for
;     arguments and nothing for returns. Regression tests for it are
;     callee_signext_i1, caller_signext_i1 and ret_signext_i1 in
;     llvm/test/CodeGen/AArch64/GlobalISel/call-lowering-signext.ll. They are
;     in llvm/llvm-project at ad220d956202ffe51220f3768e4733d348195059 and not
;     in the older stored version 05c7a784e3c664b364cb738caccd050cd60c990c.
;     In that older version, signext_param_stack still checks the LLVM 14
;     sequence G_ASSERT_SEXT 1, G_TRUNC s8, G_ASSERT_ZEXT 1.
;     The fixing commit/PR itself was not found.
; Releases affected: LLVM 14.0.6 (tested here). Fixed by LLVM 19.1 (tested
;   here). The release that first has the fix was not determined (no LLVM
;   15-18 here).
; Kind: A (native, back end), needs the caller's argument extension for
;   @zext_i1_to_i8, and the caller relies on the result extension for
;   @slt_signext_ret. Target aarch64-unknown-linux-gnu, GlobalISel only
;   (irfuzz "aarch64-gisel"):
;     @zext_i1_to_i8:   wrong at llc -O2 -global-isel. Right at -O0
;                       -global-isel (no combiner to exploit the bad
;                       G_ASSERT_ZEXT).
;     @slt_signext_ret: wrong at both -O0 and -O2 -global-isel.
;   SelectionDAG (-O2), FastISel (-O0 -global-isel=0) and x86-64 are right.
;
; Why it needs the extension. In LLVM 14, SelectionDAG code reads
; `signext i1` as "sign-extend bit 0":
;   - an LLVM 14 SelectionDAG caller of `i8 @zext_i1_to_i8(i1 signext)`
;     passes true as `csetm w0, ne` (w0 = 0xffffffff);
;   - an LLVM 14 SelectionDAG caller of `signext i1 @slt_signext_ret` uses w0
;     as the sign-extended value and adds no instruction (`bl; ret` for a
;     `sext i1` of the result).
; LLVM 14 GlobalISel on the callee side:
;   - argument: IRTranslator emits
;       %2:_(s32) = COPY $w0
;       %3:_(s32) = G_ASSERT_SEXT %2, 1
;       %1:_(s8)  = G_TRUNC %3
;       %4:_(s8)  = G_ASSERT_ZEXT %1, 1   <- says bits 7..1 are 0. With
;       %0:_(s1)  = G_TRUNC %4               true = 0xffffffff they are 1s.
;     At -O2 the combiner uses the G_ASSERT_ZEXT to delete the `and #1` of
;     `zext i1 to i8`. The function becomes a bare `ret` and returns 0xff.
;   - result: lowerReturn builds G_ZEXT s1->s8 then G_SEXT s8->s32, i.e.
;     0/1. Code: `cset w0, lt` (-O2), `and w0, w8, #0x1` (-O0).
; Without the attributes, llc-14 and llc-19 both emit the same code (bare
; `ret`, `cset`). That code is right there, because a plain i1 is passed
; zero-extended to 8 bits. llc-19 -global-isel emits `and w0, w0, #0x1` and
; `cset w8, lt; sbfx w0, w8, #0, #1` for the attributed versions. An LLVM 19
; GlobalISel caller now passes `sbfx` (-1). An LLVM 14 GlobalISel caller
; passed `cset` (1). So in LLVM 14, GlobalISel was consistent with itself but
; not with SelectionDAG, the default at -O2.
;
; Witness:
;   zext_i1_to_i8(true), caller passes w0 = 0xffffffff (-1):
;     expected i8 1, actual i8 -1 (0xff). false (w0 = 0) gives 0 on both.
;     A caller that does NOT extend (w0 = 1) gets 1, the right value.
;   slt_signext_ret(1, 2) (true): expected i32 -1 (0xffffffff) in the caller,
;     actual 1. (2, 1) gives 0 on both.
;   Same root cause, not in this module:
;     `i32 @count_true(i1 signext %a, i1 signext %b)` =
;     zext(zext %a to i8 + zext %b to i8). llc-14 -O2 -global-isel emits
;     `add w8, w1, w0, uxtb; and w0, w8, #0xff`, so (true,true) gives 254
;     instead of 2.
;
; Verification (files in /tmp/x2/v/):
;   main.c declares `unsigned char zext_i1_to_i8(int);
;   int slt_signext_ret(int, int);` and passes true as -1.
;   $ llc-14 -O2 -global-isel -mtriple=aarch64-unknown-linux-gnu \
;       -relocation-model=pic -filetype=obj bug.ll -o bug.o
;   $ aarch64-linux-gnu-gcc main.o bug.o -o t
;   $ qemu-aarch64 -L /usr/aarch64-linux-gnu ./t
;     zext_i1_to_i8(true=-1) = 255            <- wrong (expect 1)
;     zext_i1_to_i8(false=0) = 0
;     slt_signext_ret(1,2) = 1                <- wrong (expect -1)
;     slt_signext_ret(2,1) = 0
;     [no-ext caller] zext_i1_to_i8(1) = 1
;   With -O0 -global-isel: zext_i1_to_i8(-1) = 1 and slt_signext_ret(1,2) = 1
;   (the second is wrong). With llc-14 -O2, llc-14 -O0 -global-isel=0,
;   llc-19 -O2 -global-isel and llc-19 -O0: 1, 0, -1, 0.
;   LLVM-14-only end to end: caller.ll (calls both through
;   `call i8 @zext_i1_to_i8(i1 signext %c)` and
;   `call signext i1 @slt_signext_ret`, then `sext i1` to i32) built with
;   llc-14 -O2 (SelectionDAG), linked with THIS built with llc-14 -O2
;   -global-isel:
;     call_zext(5) = 255 (expect 1)    call_slt(1,2) = 1 (expect -1)
;   The same caller with THIS built by llc-14 -O2 gives 1 and -1.
;   $ irfuzz check THIS.ll --llvm 14
;     native-miscompile/aarch64-gisel/unbisected/slt_signext_ret@0a95a9a7
;       (level O0) @slt_signext_ret(i32 7, i32 16777217): expected i1 true,
;       got i1 true (i32 0x1 in the caller)
;     native-miscompile/aarch64-gisel/unbisected/zext_i1_to_i8@36fc2473
;       (level O2) @zext_i1_to_i8(i1 true): expected i8 1, got i8 -1
;     Both commands.sh scripts print "reproduced".
;   The harness from before extensions were honoured (/tmp/irfuzz-before):
;     "no findings".

define i8 @zext_i1_to_i8(i1 signext %b) {
  %r = zext i1 %b to i8
  ret i8 %r
}

define signext i1 @slt_signext_ret(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  ret i1 %c
}
