; sed: /store i32 %x, ptr %p, align 4/d
; Open-world fake (faketools.OptSed with the script above, applied to the
; output of the real `opt -O2`): WRONG. The edit deletes the first store to
; *%p because a later store overwrites it, ignoring that @consume, an
; unknown function that gets %p, may read *%p in between (and return
; something that depends on it).
;
; Real opt -O2 output (LLVM 14 with -opaque-pointers and LLVM 19, the same):
;   store i32 %x, ptr %p, align 4
;   %r = tail call i32 @consume(ptr nonnull %p)
;   store i32 0, ptr %p, align 4
;   ret i32 %r
; After the sed: only the call and `store i32 0`.
;
; Witness: %p -> 4 bytes 00 00 00 00, %x = 5, and a @consume whose result
; depends on the bytes it reads through its argument (say it returns *%p):
; the source returns 5, the target 0. The final memory is the same
; (*%p = 0).
; Right counterpart: right-dead-store-removed-before-readnone-call.ll.
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with this
;   script, as faketools.OptSed runs it) gives a `diff` of 1 line against
;   the real output, for each release, and opt -passes=verify (of the
;   same release) accepts the result.
;   Witness run: native x86-64 (driver whose @consume returns *p): source
;    fill(p -> 0, 5) = 5, fake output = 0
;

declare i32 @consume(ptr)

define i32 @fill(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  %r = call i32 @consume(ptr %p)
  store i32 0, ptr %p, align 4
  ret i32 %r
}
