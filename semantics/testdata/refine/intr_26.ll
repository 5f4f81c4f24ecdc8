; EXPECT: correct
; WHY: ctpop of an i8 is at most 8
declare i8 @llvm.ctpop.i8(i8)

define i1 @src(i8 %x) {
  %p = call i8 @llvm.ctpop.i8(i8 %x)
  %c = icmp ule i8 %p, 8
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
