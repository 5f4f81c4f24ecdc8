; EXPECT: correct
; WHY: uadd.sat clamps at the unsigned max; with noundef operands it equals add + overflow check + select
declare i8 @llvm.uadd.sat.i8(i8, i8)

define i8 @src(i8 noundef %x, i8 noundef %y) {
  %a = call i8 @llvm.uadd.sat.i8(i8 %x, i8 %y)
  ret i8 %a
}

define i8 @tgt(i8 noundef %x, i8 noundef %y) {
  %s = add i8 %x, %y
  %c = icmp ult i8 %s, %x
  %a = select i1 %c, i8 -1, i8 %s
  ret i8 %a
}
