; sed:
; Open-world fake with the EMPTY script (faketools.OptSed with "" edits
; nothing): RIGHT, and the transformation worth checking is the real opt's
; own. `opt -O2` (DSE) removes the first store to *%p, which a later store
; overwrites, across a call to @tick, which is `nounwind readnone` and gets
; no pointer, so it cannot read *%p. This is the correct form of
; wrong-dead-store-removed-before-reading-call.ll. No finding expected.
;
; Real opt -O2 output (LLVM 14 with -opaque-pointers and LLVM 19, the same):
;   tail call void @tick(i32 %x)
;   store i32 0, ptr %p, align 4
;   ret void
; (No sed edit: a non-empty script would have nothing left to remove.)
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with the
;   empty script, as faketools.OptSed runs it) leaves the output as the
;   real opt wrote it, which opt -passes=verify accepts.
;

declare void @tick(i32) nounwind readnone

define void @fill(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  call void @tick(i32 %x)
  store i32 0, ptr %p, align 4
  ret void
}
