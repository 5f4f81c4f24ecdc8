; EXPECT: incorrect
; WHY: scmp compares signed, ucmp unsigned: x=-1, y=0 gives -1 (scmp) vs 1 (ucmp)
declare i8 @llvm.scmp.i8.i8(i8, i8)
declare i8 @llvm.ucmp.i8.i8(i8, i8)

define i8 @src(i8 %x, i8 %y) {
  %r = call i8 @llvm.scmp.i8.i8(i8 %x, i8 %y)
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 %y) {
  %r = call i8 @llvm.ucmp.i8.i8(i8 %x, i8 %y)
  ret i8 %r
}
