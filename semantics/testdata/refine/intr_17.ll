; EXPECT: incorrect
; WHY: uadd.sat saturates at 255 but add wraps: x=255, y=1 gives 255 in src, 0 in tgt
declare i8 @llvm.uadd.sat.i8(i8, i8)

define i8 @src(i8 %x, i8 %y) {
  %a = call i8 @llvm.uadd.sat.i8(i8 %x, i8 %y)
  ret i8 %a
}

define i8 @tgt(i8 %x, i8 %y) {
  %a = add i8 %x, %y
  ret i8 %a
}
