; EXPECT: correct
; WHY: llvm.assume of poison is UB; the condition is poison exactly at x=127 (nsw overflow), true elsewhere
declare void @llvm.assume(i1)

define i1 @src(i8 %x) {
  %a = add nsw i8 %x, 1
  %c = icmp sgt i8 %a, %x
  call void @llvm.assume(i1 %c)
  %r = icmp eq i8 %x, 127
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  %a = add nsw i8 %x, 1
  %c = icmp sgt i8 %a, %x
  call void @llvm.assume(i1 %c)
  ret i1 false
}
