; EXPECT: correct
; WHY: llvm.scmp returns -1, 0 or 1 for signed less, equal, greater (noundef operands)
declare i8 @llvm.scmp.i8.i8(i8, i8)

define i8 @src(i8 noundef %x, i8 noundef %y) {
  %r = call i8 @llvm.scmp.i8.i8(i8 %x, i8 %y)
  ret i8 %r
}

define i8 @tgt(i8 noundef %x, i8 noundef %y) {
  %gt = icmp sgt i8 %x, %y
  %lt = icmp slt i8 %x, %y
  %g = zext i1 %gt to i8
  %l = zext i1 %lt to i8
  %r = sub i8 %g, %l
  ret i8 %r
}
