; ERROR: shufflevector mask element 1 selects lane 8
define <2 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <2 x i32> <i32 0, i32 8>
  ret <2 x i32> %r
}
