; EXPECT: incorrect
; WHY: cttz and ctlz differ: x=1 has 0 trailing zeros but 7 leading zeros
declare i8 @llvm.cttz.i8(i8, i1)
declare i8 @llvm.ctlz.i8(i8, i1)

define i8 @src(i8 %x) {
  %a = call i8 @llvm.cttz.i8(i8 %x, i1 false)
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = call i8 @llvm.ctlz.i8(i8 %x, i1 false)
  ret i8 %a
}
