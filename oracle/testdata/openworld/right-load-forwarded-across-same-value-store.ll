; sed: /%v = load i32, ptr %p, align 4/d;s/ret i32 %v$/ret i32 %x/
; Open-world fake (faketools.OptSed with the script above, applied to the
; output of the real `opt -O2`): RIGHT. The same edit as
; wrong-load-forwarded-across-aliasing-store.ll (the reload of *%p becomes
; %x), but here the store through %q writes %x too. Both stores are `align 4`
; i32 stores, so %p and %q are either equal or 4 bytes apart or more (a
; misaligned pointer makes the source undefined): whether they alias or not,
; *%p is %x at the load. Neither LLVM 14 nor LLVM 19 makes this fold itself.
; No finding expected.
;
; Real opt -O2 output (LLVM 14 with -opaque-pointers and LLVM 19, the same):
;   store i32 %x, ptr %p, align 4
;   store i32 %x, ptr %q, align 4
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; After the sed: the load is gone and the function ends in `ret i32 %x`.
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with this
;   script, as faketools.OptSed runs it) gives a `diff` of 3 lines against
;   the real output, for each release, and opt -passes=verify (of the
;   same release) accepts the result.
;   Witness run: native x86-64: reload(p, p, 7) = 7 for both
;

define i32 @reload(ptr %p, ptr %q, i32 %x) {
  store i32 %x, ptr %p, align 4
  store i32 %x, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
