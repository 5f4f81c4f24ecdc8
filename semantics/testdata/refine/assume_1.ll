; EXPECT: correct
; WHY: llvm.assume of false is UB, so after assume(x ult 10) x ult 20 holds
declare void @llvm.assume(i1)

define i1 @src(i8 %x) {
  %c = icmp ult i8 %x, 10
  call void @llvm.assume(i1 %c)
  %r = icmp ult i8 %x, 20
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  %c = icmp ult i8 %x, 10
  call void @llvm.assume(i1 %c)
  ret i1 true
}
