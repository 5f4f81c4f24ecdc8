; integer ops on wide/odd vectors, i1 vectors, scalable vectors
define <3 x i7> @a(<3 x i7> %x, <3 x i7> %y) {
  %r = mul nuw <3 x i7> %x, %y
  ret <3 x i7> %r
}
define <32 x i1> @b(<32 x i1> %x, <32 x i1> %y) {
  %r = xor <32 x i1> %x, %y
  ret <32 x i1> %r
}
define <vscale x 16 x i8> @c(<vscale x 16 x i8> %x) {
  %r = udiv exact <vscale x 16 x i8> %x, splat (i8 2)
  %s = shl nuw <vscale x 16 x i8> %r, splat (i8 1)
  ret <vscale x 16 x i8> %s
}
define <2 x i128> @d(<2 x i128> %x) {
  %r = ashr <2 x i128> %x, <i128 127, i128 1>
  ret <2 x i128> %r
}
