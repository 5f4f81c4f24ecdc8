; sed: /%v = load i32, ptr %p, align 4/d;s/ret i32 %v$/ret i32 %x/
; Open-world fake (faketools.OptSed with the script above, applied to the
; output of the real `opt -O2`): WRONG. The edit deletes the reload of *%p
; and returns the value stored to *%p before `store i32 0, ptr %q`, as if %p
; and %q could not alias. They are two plain pointer parameters.
;
; Real opt -O2 output (LLVM 14 with -opaque-pointers and LLVM 19, the same):
;   store i32 %x, ptr %p, align 4
;   store i32 0, ptr %q, align 4
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; After the sed: the load is gone and the function ends in `ret i32 %x`.
;
; Witness: %p and %q point to the same 4-byte object (any bytes), %x = 7:
;   expected 0 (the store through %q overwrote *%p), actual 7.
; With distinct objects both sides return %x.
; Right counterpart: right-load-forwarded-across-same-value-store.ll.
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with this
;   script, as faketools.OptSed runs it) gives a `diff` of 3 lines against
;   the real output, for each release, and opt -passes=verify (of the
;   same release) accepts the result.
;   Witness run: native x86-64: reload(p, p, 7) = 0 for the source, 7 for the
;    fake output
;

define i32 @reload(ptr %p, ptr %q, i32 %x) {
  store i32 %x, ptr %p, align 4
  store i32 0, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
