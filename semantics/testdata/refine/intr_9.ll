; EXPECT: correct
; WHY: ctlz(x, true) is poison only for x=0, where ctlz(x, false) returns the bit width; elsewhere equal
declare i8 @llvm.ctlz.i8(i8, i1)

define i8 @src(i8 %x) {
  %a = call i8 @llvm.ctlz.i8(i8 %x, i1 true)
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = call i8 @llvm.ctlz.i8(i8 %x, i1 false)
  ret i8 %a
}
