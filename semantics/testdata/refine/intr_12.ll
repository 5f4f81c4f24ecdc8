; EXPECT: correct
; WHY: llvm.fshl takes the shift amount modulo the bit width, so a shift of 8 on i8 returns x
declare i8 @llvm.fshl.i8(i8, i8, i8)

define i8 @src(i8 %x, i8 %y) {
  %a = call i8 @llvm.fshl.i8(i8 %x, i8 %y, i8 8)
  ret i8 %a
}

define i8 @tgt(i8 %x, i8 %y) {
  ret i8 %x
}
