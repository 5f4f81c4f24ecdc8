; sed: s/^  \(%[0-9a-z.]*\) = load i8, ptr %p, align 1$/  %wide = load i16, ptr %p, align 1\n  \1 = trunc i16 %wide to i8/;s/^  \(%[0-9a-z.]*\) = load i8, ptr \(%[0-9a-z.]*\), align 1$/  %wide.hi = lshr i16 %wide, 8\n  \1 = trunc i16 %wide.hi to i8/
; Open-world fake (faketools.OptSed with the script above, applied to the
; output of the real `opt -O2`): RIGHT. The same widening as
; wrong-loads-widened-past-dereferenceable.ll, but to one i16 load of
; p[0..1]: exactly the two bytes the function reads anyway, which is what
; `dereferenceable(2)` promises. On little endian (no datalayout in the
; module: LLVM's default) the low byte is p[0] and the high byte p[1], so
; the values are unchanged. No finding expected.
;
; Real opt -O2 output: as in the wrong file (LLVM 14: %a, %p1, %b, %az, %bz;
; LLVM 19: %1 .. %5).
; After the sed (LLVM 14): `%wide = load i16, ptr %p, align 1` and
; `%a = trunc i16 %wide to i8` in place of the first load, `%wide.hi = lshr
; i16 %wide, 8` and `%b = trunc i16 %wide.hi to i8` in place of the second.
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with this
;   script, as faketools.OptSed runs it) gives a `diff` of 6 lines against
;   the real output, for each release, and opt -passes=verify (of the
;   same release) accepts the result.
;   Witness run: native x86-64 with AddressSanitizer, p = malloc(2) holding 03
;    04: 7 for both, no report
;

define i32 @pair_sum(ptr dereferenceable(2) %p) {
  %a = load i8, ptr %p, align 1
  %p1 = getelementptr inbounds i8, ptr %p, i64 1
  %b = load i8, ptr %p1, align 1
  %az = zext i8 %a to i32
  %bz = zext i8 %b to i32
  %r = add nuw nsw i32 %az, %bz
  ret i32 %r
}
