; EXPECT: correct
; WHY: llvm.smax returns the signed maximum; with noundef operands it equals icmp sgt + select
declare i8 @llvm.smax.i8(i8, i8)

define i8 @src(i8 noundef %x, i8 noundef %y) {
  %m = call i8 @llvm.smax.i8(i8 %x, i8 %y)
  ret i8 %m
}

define i8 @tgt(i8 noundef %x, i8 noundef %y) {
  %c = icmp sgt i8 %x, %y
  %m = select i1 %c, i8 %x, i8 %y
  ret i8 %m
}
