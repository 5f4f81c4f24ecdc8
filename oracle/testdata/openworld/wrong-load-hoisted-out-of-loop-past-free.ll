; sed: /%v = load i32, ptr %p, align 4/d;/^start:/a\  %v = load i32, ptr %p, align 4
; Open-world fake (faketools.OptSed with the script above, applied to the
; output of the real `opt -O2`): WRONG. The loop adds *%p %n times; -O2
; turns it into one load in the guarded preheader (`body.lr.ph`, reached only
; when %n > 0) and a multiply. The edit hoists that load further, out of the
; loop's guard into the block `start`, which runs after `call void
; @free(ptr %p)` whenever %release is true. The source only reads *%p when
; the loop runs; a caller that frees (%release = true) passes %n <= 0, and
; the source never touches the freed memory. The target reads it.
;
; Real opt -O2 output (LLVM 14 with -opaque-pointers and LLVM 19, the same):
;   entry:
;     br i1 %release, label %drop, label %start
;   drop:
;     tail call void @free(ptr %p)
;     br label %start
;   start:
;     %c1 = icmp sgt i32 %n, 0
;     br i1 %c1, label %body.lr.ph, label %exit
;   body.lr.ph:
;     %v = load i32, ptr %p, align 4
;     %0 = mul i32 %v, %n
;     br label %exit
;   exit:
;     %s.lcssa = phi i32 [ 0, %start ], [ %0, %body.lr.ph ]
;     ret i32 %s.lcssa
; After the sed, `start` begins with `%v = load i32, ptr %p, align 4`.
;
; Witness: %p -> a 4-byte heap object (one that @free may free), %n = 0,
; %release = true: the source frees *%p and returns 0; the target frees it
; and then loads from it (use after free: undefined behaviour). With
; %release = false, or %n > 0 (the source then reads freed memory itself),
; there is no difference.
; Right counterpart: right-load-hoisted-out-of-loop-before-free.ll.
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with this
;   script, as faketools.OptSed runs it) gives a `diff` of 2 lines against
;   the real output, for each release, and opt -passes=verify (of the
;   same release) accepts the result.
;   Witness run: native x86-64 with AddressSanitizer, p = malloc(4): source
;    sum_after_release(p, 0, true) = 0; fake output: heap-use-after-free
;

declare void @free(ptr)

define i32 @sum_after_release(ptr %p, i32 %n, i1 %release) {
entry:
  br i1 %release, label %drop, label %start

drop:
  call void @free(ptr %p)
  br label %start

start:
  br label %cond

cond:
  %i = phi i32 [ 0, %start ], [ %i.next, %body ]
  %s = phi i32 [ 0, %start ], [ %s.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %v = load i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  br label %cond

exit:
  ret i32 %s
}
