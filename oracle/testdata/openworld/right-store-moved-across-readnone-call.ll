; sed: /store i32 %x, ptr %p, align 4/{h;d};/call void @tick(i32 %x)/G
; Open-world fake (faketools.OptSed with the script above, applied to the
; output of the real `opt -O2`): RIGHT. The same edit as
; wrong-store-moved-across-reading-call.ll (the store to *%p goes after the
; call), but @tick is `nounwind readnone` and gets no pointer: it cannot read
; or write *%p and cannot unwind, so nobody can see the store's new place.
; (If @tick never returns, neither version returns and the store is not
; observable.) No finding expected.
;
; Real opt -O2 output (LLVM 14 with -opaque-pointers and LLVM 19, the same):
;   store i32 %x, ptr %p, align 4
;   tail call void @tick(i32 %x)
;   ret void
; After the sed: the call first, then the store.
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with this
;   script, as faketools.OptSed runs it) gives a `diff` of 2 lines against
;   the real output, for each release, and opt -passes=verify (of the
;   same release) accepts the result.
;

declare void @tick(i32) nounwind readnone

define void @publish(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  call void @tick(i32 %x)
  ret void
}
