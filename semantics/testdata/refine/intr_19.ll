; EXPECT: correct
; WHY: usub.sat(x, y) is x-y when x uge y and 0 otherwise (noundef operands: no undef-per-use issue)
declare i8 @llvm.usub.sat.i8(i8, i8)

define i8 @src(i8 noundef %x, i8 noundef %y) {
  %a = call i8 @llvm.usub.sat.i8(i8 %x, i8 %y)
  ret i8 %a
}

define i8 @tgt(i8 noundef %x, i8 noundef %y) {
  %c = icmp ult i8 %x, %y
  %s = sub i8 %x, %y
  %a = select i1 %c, i8 0, i8 %s
  ret i8 %a
}
