; sed: /store i32 %x, ptr %p, align 4/{h;d};/call i32 @observe(/G
; Open-world fake (faketools.OptSed with the script above, applied to the
; output of the real `opt -O2`): WRONG. The edit moves the store to *%p
; from before the call to after it. @observe is an unknown function that
; gets %p, so it may read *%p (and its result may depend on it): in the
; source it sees %x, after the edit it sees the old contents of *%p.
;
; Real opt -O2 output (LLVM 14 with -opaque-pointers and LLVM 19, the same):
;   store i32 %x, ptr %p, align 4
;   %r = tail call i32 @observe(ptr nonnull %p)
;   ret i32 %r
; After the sed:
;   %r = tail call i32 @observe(ptr nonnull %p)
;   store i32 %x, ptr %p, align 4
;   ret i32 %r
;
; Witness: %p -> 4 bytes 00 00 00 00, %x = 1, and an @observe whose result
; depends on the bytes it reads through its argument (say it returns *%p):
; the source returns 1, the target 0. The final memory is the same
; (*%p = 1), so only a model of @observe that reads its argument's memory
; tells the two apart.
; Right counterpart: right-store-moved-across-readnone-call.ll.
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with this
;   script, as faketools.OptSed runs it) gives a `diff` of 2 lines against
;   the real output, for each release, and opt -passes=verify (of the
;   same release) accepts the result.
;   Witness run: native x86-64 (clang-19 -O0, driver whose @observe returns
;    *p): source publish(p -> 0, 1) = 1, fake output = 0
;

declare i32 @observe(ptr)

define i32 @publish(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  %r = call i32 @observe(ptr %p)
  ret i32 %r
}
