; EXPECT: incorrect
; WHY: llvm.assume of false is UB; tgt adds assume(x != 0), UB at x=0 where src returns 0
declare void @llvm.assume(i1)

define i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  %c = icmp ne i8 %x, 0
  call void @llvm.assume(i1 %c)
  ret i8 %x
}
