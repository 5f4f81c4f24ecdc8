; splat (...) constants for fixed and scalable vectors
@a = global <4 x i32> splat (i32 7)
@b = global <2 x float> splat (float 1.0)
@c = global <3 x ptr> splat (ptr null)
@d = global <8 x i1> splat (i1 true)
define <vscale x 4 x i32> @f(<vscale x 4 x i32> %x) {
  %r = add <vscale x 4 x i32> %x, splat (i32 -1)
  %s = and <vscale x 4 x i32> %r, splat (i32 255)
  ret <vscale x 4 x i32> %s
}
define <vscale x 2 x double> @g() {
  ret <vscale x 2 x double> splat (double 0x7FF0000000000000)
}
define <4 x i64> @h() {
  ret <4 x i64> splat (i64 ptrtoint (ptr @a to i64))
}
