; EXPECT: incorrect
; WHY: llvm.ctlz with is_zero_poison=true is poison for 0; x=0 gives 8 in src, poison in tgt
declare i8 @llvm.ctlz.i8(i8, i1)

define i8 @src(i8 %x) {
  %a = call i8 @llvm.ctlz.i8(i8 %x, i1 false)
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = call i8 @llvm.ctlz.i8(i8 %x, i1 true)
  ret i8 %a
}
