; shufflevector: poison lanes, undef mask, zeroinitializer mask, widening/narrowing
define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %s = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 poison, i32 7>
  ret <4 x i32> %s
}
define <8 x i8> @widen(<4 x i8> %a) {
  %s = shufflevector <4 x i8> %a, <4 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  ret <8 x i8> %s
}
define <2 x float> @narrow(<4 x float> %a) {
  %s = shufflevector <4 x float> %a, <4 x float> undef, <2 x i32> <i32 3, i32 1>
  ret <2 x float> %s
}
define <4 x i16> @splat(i16 %x) {
  %i = insertelement <4 x i16> poison, i16 %x, i32 0
  %s = shufflevector <4 x i16> %i, <4 x i16> poison, <4 x i32> zeroinitializer
  ret <4 x i16> %s
}
define <4 x i16> @allpoison(<4 x i16> %x) {
  %s = shufflevector <4 x i16> %x, <4 x i16> %x, <4 x i32> poison
  ret <4 x i16> %s
}
define <4 x i16> @undefmask(<4 x i16> %x) {
  %s = shufflevector <4 x i16> %x, <4 x i16> %x, <4 x i32> undef
  ret <4 x i16> %s
}
define <vscale x 4 x i32> @ssplat(i32 %x) {
  %i = insertelement <vscale x 4 x i32> poison, i32 %x, i64 0
  %s = shufflevector <vscale x 4 x i32> %i, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  ret <vscale x 4 x i32> %s
}
define <1 x ptr> @ptrs(<2 x ptr> %p) {
  %s = shufflevector <2 x ptr> %p, <2 x ptr> poison, <1 x i32> <i32 1>
  ret <1 x ptr> %s
}
