; EXPECT: incorrect
; WHY: umul.with.overflow sets the bit on unsigned overflow; x=3, y=128 overflows (384) but the wrapped 128 is not ult 3
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)

define i1 @src(i8 %x, i8 %y) {
  %r = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %x, i8 %y)
  %o = extractvalue { i8, i1 } %r, 1
  ret i1 %o
}

define i1 @tgt(i8 %x, i8 %y) {
  %m = mul i8 %x, %y
  %o = icmp ult i8 %m, %x
  ret i1 %o
}
