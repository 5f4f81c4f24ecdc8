; ERROR: must both be scalars or vectors of the same length
define <4 x i64> @f(<2 x i32> %x) {
  %r = sext <2 x i32> %x to <4 x i64>
  ret <4 x i64> %r
}
