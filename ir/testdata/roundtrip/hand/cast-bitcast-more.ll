; bitcast between vectors and scalars, ptr to ptr, odd widths
define <2 x i32> @a(i64 %x) {
  %r = bitcast i64 %x to <2 x i32>
  ret <2 x i32> %r
}
define ptr @b(ptr %p) {
  %r = bitcast ptr %p to ptr
  ret ptr %r
}
define <8 x i1> @c(i8 %x) {
  %r = bitcast i8 %x to <8 x i1>
  ret <8 x i1> %r
}
define half @d(bfloat %x) {
  %r = bitcast bfloat %x to half
  ret half %r
}
define i80 @e(x86_fp80 %x) {
  %r = bitcast x86_fp80 %x to i80
  ret i80 %r
}
define <vscale x 4 x i32> @s(<vscale x 2 x i64> %x) {
  %r = bitcast <vscale x 2 x i64> %x to <vscale x 4 x i32>
  ret <vscale x 4 x i32> %r
}
