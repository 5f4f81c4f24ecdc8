; langref: insertelement: the vector with the lane at the index replaced
; expect: i8 9 -> <4 x i8> <i8 1, i8 2, i8 9, i8 4>

define <4 x i8> @f(i8 %x) {
  %r = insertelement <4 x i8> <i8 1, i8 2, i8 3, i8 4>, i8 %x, i64 2
  ret <4 x i8> %r
}
