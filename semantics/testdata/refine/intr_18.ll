; EXPECT: incorrect
; WHY: usub.sat clamps at 0 but sub wraps: x=0 gives 0 in src, 255 in tgt
declare i8 @llvm.usub.sat.i8(i8, i8)

define i8 @src(i8 %x) {
  %a = call i8 @llvm.usub.sat.i8(i8 %x, i8 1)
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = sub i8 %x, 1
  ret i8 %a
}
