; sed:
; Open-world fake with the EMPTY script (faketools.OptSed with "" edits
; nothing): RIGHT, and the transformation worth checking is the real opt's
; own. The loop adds *%p %n times and @free(%p) runs after it. Because %p is
; `align 4 dereferenceable(4)`, `opt -O2` hoists the load out of the loop and
; out of its guard, to the function entry, where it runs even when %n <= 0;
; that load still comes before the free and cannot trap, and its value is
; only used when %n > 0 (select). This is the correct form of
; wrong-load-hoisted-out-of-loop-past-free.ll: a load hoisted out of a loop,
; but not past the free. No finding expected.
;
; Real opt -O2 output (LLVM 14 with -opaque-pointers and LLVM 19, the same):
;   entry:
;     %c1 = icmp sgt i32 %n, 0
;     %v = load i32, ptr %p, align 4
;     %0 = mul i32 %v, %n
;     %s.lcssa = select i1 %c1, i32 %0, i32 0
;     tail call void @free(ptr nonnull %p)
;     ret i32 %s.lcssa
; (No sed edit: the hoisting is already done.)
; Without `align 4` on %p, opt leaves the load in the guarded preheader (the
; load is `align 4` and %p could be misaligned when the loop does not run).
; Checked (LLVM 14.0.6 opt -opaque-pointers -passes=default<O2>, and LLVM 19.1.7
;   opt -passes=default<O2>): the fake (real opt, then `sed -i` with the
;   empty script, as faketools.OptSed runs it) leaves the output as the
;   real opt wrote it, which opt -passes=verify accepts.
;

declare void @free(ptr)

define i32 @sum_then_release(ptr align 4 dereferenceable(4) %p, i32 %n) {
entry:
  br label %cond

cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %v = load i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nsw i32 %i, 1
  br label %cond

exit:
  call void @free(ptr %p)
  ret i32 %s
}
