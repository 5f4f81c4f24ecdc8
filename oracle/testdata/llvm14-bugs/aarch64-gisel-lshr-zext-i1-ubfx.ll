; LLVM 14 bug: AArch64 GlobalISel turns `lshr (zext i1 %b to i64), 1` into a
; G_UBFX with width 0, which instruction selection emits as `lsl x0, x0, #63`.
; The right answer is 0 for every input.
;
; Issue: https://github.com/llvm/llvm-project/issues/55129
;   "likely arm64 miscompile due to global isel" (regehr, 2022-04-27,
;   labels backend:AArch64, miscompilation, closed). DavidSpickett's comment
;   in the thread: "This effects 14 but not 13". He bisected it to
;   1300677f976e9975c21fd7bc4aa4e38e1bffeb27 (Jon Roelofs).
; Releases affected: LLVM 14.0.6 (tested here). Fixed by LLVM 19.1 (llc-19
;   -O2 -global-isel emits `mov x0, xzr`).
; Kind: A (native, back end). Target aarch64-unknown-linux-gnu, llc -O2
;   -global-isel (the "aarch64-gisel" target). llc-14 -O0 (GlobalISel without
;   the post-legalizer combiner) and llc-14 -O2 (SelectionDAG) are right.
;
; Extension: the parameter is `i1 zeroext`, the C `_Bool`. The caller must
; pass 0 or 1 zero-extended (gcc: `mov w0, 1`), and the witness is such a
; call. This bug does NOT depend on the extension, though: it reproduces
; the same without `zeroext`. The wrong step is the post-legalizer
; combine `(and x, 1) >> 1 -> G_UBFX x, lsb=1, width=0`. After legalization
; the argument's G_ASSERT_ZEXT feeds it, but it is not the cause. The file
; is here as an ABI-correct native witness on a function whose parameter
; carries `zeroext`. It is not an extension-trust bug.
;
; Witness: lsr_zext_i1_i64(true), w0 = 1.
;   expected 0, actual -9223372036854775808 (0x8000000000000000).
;   lsr_zext_i1_i64(false) gives 0 on both sides.
;   Both values are special: bit 0 is the only bit the mask keeps, and the
;   shift amount equals the mask width.
;
; Verification (in /tmp/llvm14-bugs/): driver a2_main.c declares
; `long lsr_zext_i1_i64(bool);` and prints f(0), f(1).
;   $ llc-14 -O2 -global-isel -global-isel-abort=2 \
;       -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic \
;       -filetype=obj THIS.ll -o t.o
;   $ aarch64-linux-gnu-gcc -O2 a2_main.c t.o -o t
;   $ qemu-aarch64 -L /usr/aarch64-linux-gnu ./t
;     f(0) = 0
;     f(1) = -9223372036854775808        <- wrong
;   llc-14 -O0, llc-14 -O2 (SelectionDAG), and llc-19 -O2 -global-isel
;   all print f(0) = 0, f(1) = 0.
;   asm (llc-14 -O2 -global-isel): lsr_zext_i1_i64: lsl x0, x0, #63 ; ret
;   MIR after aarch64-postlegalizer-combiner:
;     %5:_(s64) = G_UBFX %6:_, %4:_(s64) /*1*/, %7:_ /*0*/

define i64 @lsr_zext_i1_i64(i1 zeroext %b) {
  %1 = zext i1 %b to i64
  %2 = lshr i64 %1, 1
  ret i64 %2
}
