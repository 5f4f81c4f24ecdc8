; EXPECT: incorrect
; WHY: umin and smin differ for operands of different sign: x=-1, y=0 gives 0 (umin) vs -1 (smin)
declare i8 @llvm.umin.i8(i8, i8)
declare i8 @llvm.smin.i8(i8, i8)

define i8 @src(i8 %x, i8 %y) {
  %m = call i8 @llvm.umin.i8(i8 %x, i8 %y)
  ret i8 %m
}

define i8 @tgt(i8 %x, i8 %y) {
  %m = call i8 @llvm.smin.i8(i8 %x, i8 %y)
  ret i8 %m
}
