; sed: s/(ptr \([a-z ]*\)%a, ptr \([a-z ]*\)%b,/(ptr noalias \1%a, ptr noalias \2%b,/;/%w = load i32, ptr %a, align 4/d;s/%r = sub i32 %w, %v/%r = sub i32 %v, %v/
; Open-world fake (faketools.OptSed with the script above, applied to the
; output of the real `opt -O2`): WRONG. The edit assumes that %a and %b do
; not alias: it adds `noalias` to both parameters and replaces the reload
; of *%a after the store through %b by the first load of *%a. The source
; has no `noalias`, so callers may pass the same pointer twice.
;
; Real opt -O2 output (LLVM 14 with -opaque-pointers and LLVM 19, the same):
;   define i32 @twice(ptr nocapture readonly %a, ptr nocapture writeonly %b,
;                     i32 %x) {
;     %v = load i32, ptr %a, align 4
;     store i32 %x, ptr %b, align 4
;     %w = load i32, ptr %a, align 4
;     %r = sub i32 %w, %v
;     ret i32 %r }
; After the sed: `ptr noalias nocapture readonly %a, ptr noalias nocapture
; writeonly %b`, no %w, `%r = sub i32 %v, %v` (always 0).
;
; Witness: %a and %b point to the same 4-byte object holding 05 00 00 00,
; %x = 9: expected 4 (9 - 5); actual 0. The target is also undefined on that
; input (a write through %b to memory read through %a, with both noalias).
; With distinct objects both sides return 0.
; Right counterpart: right-noalias-added-to-read-only-params.ll.
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with this
;   script, as faketools.OptSed runs it) gives a `diff` of 5 lines against
;   the real output, for each release, and opt -passes=verify (of the
;   same release) accepts the result.
;   Witness run: native x86-64: twice(a, a -> 05 00 00 00, 9) = 4 for the
;    source, 0 for the fake output
;

define i32 @twice(ptr %a, ptr %b, i32 %x) {
  %v = load i32, ptr %a, align 4
  store i32 %x, ptr %b, align 4
  %w = load i32, ptr %a, align 4
  %r = sub i32 %w, %v
  ret i32 %r
}
