; EXPECT: incorrect
; WHY: sadd.with.overflow returns the wrapped sum on overflow, add nsw returns poison: x=127, y=1
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)

define i8 @src(i8 %x, i8 %y) {
  %r = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %x, i8 %y)
  %v = extractvalue { i8, i1 } %r, 0
  ret i8 %v
}

define i8 @tgt(i8 %x, i8 %y) {
  %v = add nsw i8 %x, %y
  ret i8 %v
}
