; EXPECT: incorrect
; WHY: fshl is defined for a shift of 0 (mod 8), but the expansion lshr y, 8 is poison there; s=0
declare i8 @llvm.fshl.i8(i8, i8, i8)

define i8 @src(i8 %x, i8 %y, i8 %s) {
  %a = call i8 @llvm.fshl.i8(i8 %x, i8 %y, i8 %s)
  ret i8 %a
}

define i8 @tgt(i8 %x, i8 %y, i8 %s) {
  %m = and i8 %s, 7
  %l = shl i8 %x, %m
  %n = sub i8 8, %m
  %r = lshr i8 %y, %n
  %a = or i8 %l, %r
  ret i8 %a
}
