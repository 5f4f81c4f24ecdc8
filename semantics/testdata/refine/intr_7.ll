; EXPECT: incorrect
; WHY: llvm.abs(x, false) of INT_MIN is INT_MIN, which is negative; x=-128 gives false in src
declare i8 @llvm.abs.i8(i8, i1)

define i1 @src(i8 %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 false)
  %c = icmp sge i8 %a, 0
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
