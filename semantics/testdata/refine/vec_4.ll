; EXPECT: incorrect
; WHY: insertelement with an out-of-range index is poison; i=4 makes tgt poison where src masks to index 0
define <2 x i8> @src(<2 x i8> %v, i8 %x, i8 %i) {
  %m = and i8 %i, 1
  %r = insertelement <2 x i8> %v, i8 %x, i8 %m
  ret <2 x i8> %r
}

define <2 x i8> @tgt(<2 x i8> %v, i8 %x, i8 %i) {
  %r = insertelement <2 x i8> %v, i8 %x, i8 %i
  ret <2 x i8> %r
}
