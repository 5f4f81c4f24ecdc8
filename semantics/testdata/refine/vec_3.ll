; EXPECT: correct
; WHY: insertelement with an index >= the vector length returns poison, so tgt may mask the index
define <4 x i8> @src(<4 x i8> %v, i8 %x, i8 %i) {
  %r = insertelement <4 x i8> %v, i8 %x, i8 %i
  ret <4 x i8> %r
}

define <4 x i8> @tgt(<4 x i8> %v, i8 %x, i8 %i) {
  %m = and i8 %i, 3
  %r = insertelement <4 x i8> %v, i8 %x, i8 %m
  ret <4 x i8> %r
}
