; LLVM 14 bug: AArch64 FastISel treats a `signext` i8/i16 argument as if it
; were sign-extended to 64 bits, so `sext iN %x to i64` emits no instruction.
;
; Issue: https://github.com/llvm/llvm-project/issues/205830
;   "[AArch64][FastISel] Miscompilation of sign-extended arguments promoted to i64"
;   The tracker closed it as a duplicate. The fix is
;   https://github.com/llvm/llvm-project/pull/207985
;   "[AArch64][FastISel] Fix sign/zero extending arguments with matching
;   sign/zero extend attribute". That PR was still open when the thread was
;   stored. The wrong check lines are in
;   llvm/test/CodeGen/AArch64/arm64-fast-isel-conversion.ll (see PR #207159).
; Releases affected: LLVM 14.0.6 (tested here). LLVM 19.1 also fails (tested
;   here), so the bug is still open in 19.
; Kind: A (native, back end), needs the caller's argument extension.
;   Target aarch64-unknown-linux-gnu, llc -O0 with FastISel. In LLVM 14 the
;   default at -O0 on AArch64 is GlobalISel, so FastISel needs
;   `-O0 -global-isel=0` (or `-O0 -fast-isel`). GlobalISel (-O0 default),
;   SelectionDAG (-O2) and x86-64 FastISel are all correct.
;
; Why it needs the extension: AArch64FastISel::selectIntExt has a fast path
; for a sext/zext whose operand is an argument carrying the matching
; attribute. When the result is i64 it wraps the argument's 32-bit register
; in SUBREG_TO_REG and emits nothing ("kill: def $x0 killed $w0"). That
; claims bits 63..32 of x0 already hold the sign. `signext` on AArch64 only
; promises extension to 32 bits (w0). A caller that does what the ABI asks
; writes w0 (e.g. `ldrsb w0` / `sxtb w0` / `mov w0,#-1`), and writing a W
; register zeroes bits 63..32. So the callee returns the value
; zero-extended from 32 bits. Drop the `signext` and FastISel emits the
; proper `sxtb x0, w8` / `sxth x0, w8`. The attribute is what triggers the
; miscompile.
;
; Witness: sext_i8_to_i64(-1), caller passes w0 = 0xffffffff.
;   expected -1, actual 4294967295 (0x00000000ffffffff)
;   sext_i8_to_i64(-128):    expected -128,   actual 4294967168
;   sext_i16_to_i64(-32768): expected -32768, actual 4294934528
;   Non-negative inputs (5, 127, 32767) come out right. Any negative value,
;   whose sign bit is set, shows the bug.
;
; Verification (files in /tmp/llvm14-bugs/):
;   a1_main.c declares `long sext_i8_to_i64(int); long sext_i16_to_i64(int);`
;   and calls them with (int)(signed char)v / (int)(short)v. The caller
;   extends to 32 bits as the attribute demands. gcc emits
;   `ldrsb w20,[x1,-1]; mov w0,w20; bl sext_i8_to_i64`.
;   $ llc-14 -O0 -global-isel=0 -mtriple=aarch64-unknown-linux-gnu \
;       -relocation-model=pic -filetype=obj THIS.ll -o a1_fast.o
;   $ aarch64-linux-gnu-gcc -O2 a1_main.c a1_fast.o -o a1_fast
;   $ qemu-aarch64 -L /usr/aarch64-linux-gnu ./a1_fast
;     sext_i8_to_i64(-1) = 4294967295        <- wrong
;     sext_i8_to_i64(-128) = 4294967168      <- wrong
;     sext_i8_to_i64(127) = 127
;     sext_i8_to_i64(5) = 5
;     sext_i16_to_i64(-1) = 4294967295       <- wrong
;     sext_i16_to_i64(-32768) = 4294934528   <- wrong
;     sext_i16_to_i64(32767) = 32767
;     sext_i16_to_i64(5) = 5
;   With `llc-14 -O0` (GlobalISel) or `llc-14 -O2` (SelectionDAG) on the same
;   file and driver the output is -1, -128, 127, 5, -1, -32768, 32767, 5.
;   `llc-19 -O0 -global-isel=0` prints the same wrong values as llc-14.
;   FastISel asm (llc-14 -O0 -global-isel=0):
;     sext_i8_to_i64:   // kill: def $x0 killed $w0
;                       ret
;   The same functions without `signext` give `mov w8, w0; sxtb x0, w8; ret`.

define i64 @sext_i8_to_i64(i8 signext %x) {
  %e = sext i8 %x to i64
  ret i64 %e
}

define i64 @sext_i16_to_i64(i16 signext %x) {
  %e = sext i16 %x to i64
  ret i64 %e
}
