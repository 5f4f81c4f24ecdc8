; EXPECT: correct
; WHY: memory effects (LangRef since LLVM 19): a location only written may be read, and reading it before the function writes it gives poison (not undefined behaviour), so a promotion may load it first when the loop surely stores to it
; The trip count is an i8: with an i32 the checker spent 13 s (a third of the package under -short) running inputs with billions of iterations out of fuel, and the promotion is the same at any width.
define void @src(ptr writeonly writable dereferenceable(8) %p, i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i1, %loop ]
  store i64 7, ptr %p
  %i1 = add i8 %i, 1
  %c = icmp ult i8 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @tgt(ptr writeonly writable dereferenceable(8) %p, i8 %n) {
entry:
  %old = load i64, ptr %p
  br label %loop
loop:
  %v = phi i64 [ %old, %entry ], [ 7, %loop ]
  %i = phi i8 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i8 %i, 1
  %c = icmp ult i8 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  store i64 7, ptr %p
  ret void
}
