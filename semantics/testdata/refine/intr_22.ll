; EXPECT: correct
; WHY: the overflow bit of uadd.with.overflow is set iff the wrapped sum is ult an operand (noundef operands)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)

define i1 @src(i8 noundef %x, i8 noundef %y) {
  %r = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %x, i8 %y)
  %o = extractvalue { i8, i1 } %r, 1
  ret i1 %o
}

define i1 @tgt(i8 noundef %x, i8 noundef %y) {
  %s = add i8 %x, %y
  %o = icmp ult i8 %s, %x
  ret i1 %o
}
