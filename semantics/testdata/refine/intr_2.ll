; EXPECT: correct
; WHY: the select form is at least as poisonous/undef as llvm.smax, which returns the signed maximum
declare i8 @llvm.smax.i8(i8, i8)

define i8 @src(i8 %x, i8 %y) {
  %c = icmp sgt i8 %x, %y
  %m = select i1 %c, i8 %x, i8 %y
  ret i8 %m
}

define i8 @tgt(i8 %x, i8 %y) {
  %m = call i8 @llvm.smax.i8(i8 %x, i8 %y)
  ret i8 %m
}
