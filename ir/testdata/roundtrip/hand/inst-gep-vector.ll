; vector GEPs: vector base, vector index, mixed scalar/vector
define <4 x ptr> @f(<4 x ptr> %ps, <4 x i64> %is, ptr %p, i64 %i) {
  %a = getelementptr i32, <4 x ptr> %ps, <4 x i64> %is
  %b = getelementptr i32, ptr %p, <4 x i64> %is
  %c = getelementptr inbounds i32, <4 x ptr> %ps, i64 %i
  %d = getelementptr { i32, [2 x i8] }, <4 x ptr> %a, <4 x i64> zeroinitializer, i32 1, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  ret <4 x ptr> %d
}
define <vscale x 2 x ptr> @s(<vscale x 2 x ptr> %p, <vscale x 2 x i64> %i) {
  %a = getelementptr i8, <vscale x 2 x ptr> %p, <vscale x 2 x i64> %i
  ret <vscale x 2 x ptr> %a
}
