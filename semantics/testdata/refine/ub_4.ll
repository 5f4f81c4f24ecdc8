; EXPECT: incorrect
; WHY: sdiv INT_MIN, -1 is UB; x=-128 makes tgt UB where src's sub wraps to -128
define i8 @src(i8 %x) {
  %r = sub i8 0, %x
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = sdiv i8 %x, -1
  ret i8 %r
}
