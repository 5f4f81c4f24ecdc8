; zext: every flag form, vectors
define i32 @f(i8 %x) {
  %r0 = zext i8 %x to i32
  %r1 = zext nneg i8 %x to i32
  ret i32 %r0
}
define <4 x i32> @v(<4 x i8> %x) {
  %r = zext <4 x i8> %x to <4 x i32>
  ret <4 x i32> %r
}
define <vscale x 2 x i32> @sv(<vscale x 2 x i8> %x) {
  %r = zext <vscale x 2 x i8> %x to <vscale x 2 x i32>
  ret <vscale x 2 x i32> %r
}
