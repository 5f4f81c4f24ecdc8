; sed: s/(ptr \([a-z ]*\)%a, ptr \([a-z ]*\)%b)/(ptr noalias \1%a, ptr noalias \2%b)/
; Open-world fake (faketools.OptSed with the script above, applied to the
; output of the real `opt -O2`): RIGHT. The edit adds `noalias` to both
; pointer parameters, as wrong-noalias-assumed-reload-forwarded.ll does, but
; the function only reads through them. `noalias` only makes it undefined to
; modify memory through one pointer that is accessed through another, so on
; a function that writes nothing (and calls nothing) it adds no undefined
; behaviour even when %a == %b, and the result is unchanged. No finding
; expected.
;
; Real opt -O2 output (LLVM 14 with -opaque-pointers and LLVM 19, the same):
;   define i32 @sum2(ptr nocapture readonly %a, ptr nocapture readonly %b) {
;     %v = load i32, ptr %a, align 4
;     %u = load i32, ptr %b, align 4
;     %r = add i32 %u, %v
;     ret i32 %r }
; After the sed: `ptr noalias nocapture readonly %a, ptr noalias nocapture
; readonly %b`, body unchanged.
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with this
;   script, as faketools.OptSed runs it) gives a `diff` of 2 lines against
;   the real output, for each release, and opt -passes=verify (of the
;   same release) accepts the result.
;

define i32 @sum2(ptr %a, ptr %b) {
  %v = load i32, ptr %a, align 4
  %u = load i32, ptr %b, align 4
  %r = add i32 %v, %u
  ret i32 %r
}
