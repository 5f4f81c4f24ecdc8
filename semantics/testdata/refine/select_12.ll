; EXPECT: incorrect
; WHY: select (x ult 8), x, 8 vs a plain umin of x with 7: x=8 gives 8 in src, 7 in tgt
declare i8 @llvm.umin.i8(i8, i8)

define i8 @src(i8 %x) {
  %c = icmp ult i8 %x, 8
  %s = select i1 %c, i8 %x, i8 8
  ret i8 %s
}

define i8 @tgt(i8 %x) {
  %s = call i8 @llvm.umin.i8(i8 %x, i8 7)
  ret i8 %s
}
