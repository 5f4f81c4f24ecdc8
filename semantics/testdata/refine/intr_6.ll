; EXPECT: correct
; WHY: llvm.abs(x, true) is poison for INT_MIN and non-negative otherwise
declare i8 @llvm.abs.i8(i8, i1)

define i1 @src(i8 %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 true)
  %c = icmp sge i8 %a, 0
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
