; EXPECT: correct
; WHY: cttz(x, false) counts trailing zeros, 8 for x=0; cttz(x, true) poison at 0 is refined by 8
declare i8 @llvm.cttz.i8(i8, i1)

define i8 @src(i8 %x) {
  %a = call i8 @llvm.cttz.i8(i8 %x, i1 true)
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = call i8 @llvm.cttz.i8(i8 %x, i1 false)
  ret i8 %a
}
