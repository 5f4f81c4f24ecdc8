; sed: s/^  \(%[0-9a-z.]*\) = load i8, ptr %p, align 1$/  %wide = load i32, ptr %p, align 1\n  \1 = trunc i32 %wide to i8/;s/^  \(%[0-9a-z.]*\) = load i8, ptr \(%[0-9a-z.]*\), align 1$/  %wide.hi = lshr i32 %wide, 8\n  \1 = trunc i32 %wide.hi to i8/
; Open-world fake (faketools.OptSed with the script above, applied to the
; output of the real `opt -O2`): WRONG. The function reads the two bytes
; p[0] and p[1]; %p is only `dereferenceable(2)`. The edit replaces the two
; i8 loads by one i32 load of p[0..3] (and a trunc and a shift), which
; reads two bytes past what the function may assume to exist. (Little
; endian: the module has no datalayout, and LLVM's default is little
; endian.)
;
; Real opt -O2 output, LLVM 14 with -opaque-pointers:
;   %a = load i8, ptr %p, align 1
;   %p1 = getelementptr inbounds i8, ptr %p, i64 1
;   %b = load i8, ptr %p1, align 1
;   %az = zext i8 %a to i32
;   %bz = zext i8 %b to i32
;   %r = add nuw nsw i32 %bz, %az
; LLVM 19 (other names and order, same shape):
;   %1 = load i8, ptr %p, align 1
;   %2 = zext i8 %1 to i32
;   %3 = getelementptr inbounds i8, ptr %p, i64 1
;   %4 = load i8, ptr %3, align 1
;   ...
; After the sed (LLVM 14): `%wide = load i32, ptr %p, align 1` and
; `%a = trunc i32 %wide to i8` in place of the first load, `%wide.hi = lshr
; i32 %wide, 8` and `%b = trunc i32 %wide.hi to i8` in place of the second.
;
; Witness: %p -> the last 2 bytes of an object (e.g. an object of exactly 2
; bytes, 03 04): the source returns 7; the target loads 4 bytes, 2 of them
; out of bounds (undefined behaviour). If the object goes on for 2 more
; bytes after p[1], both sides return p[0] + p[1].
; Right counterpart: right-loads-widened-within-dereferenceable.ll.
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with this
;   script, as faketools.OptSed runs it) gives a `diff` of 6 lines against
;   the real output, for each release, and opt -passes=verify (of the
;   same release) accepts the result.
;   Witness run: native x86-64 with AddressSanitizer, p = malloc(2) holding 03
;    04: source pair_sum = 7; fake output: heap-buffer-overflow
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
