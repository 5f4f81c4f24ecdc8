; EXPECT: correct
; WHY: umin(x, 10) is at most 10 for every non-poison x
declare i8 @llvm.umin.i8(i8, i8)

define i1 @src(i8 %x) {
  %m = call i8 @llvm.umin.i8(i8 %x, i8 10)
  %c = icmp ule i8 %m, 10
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
