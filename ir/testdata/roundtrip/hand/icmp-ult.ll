; icmp ult: scalar, odd width, vector, scalable, pointer, constants, branch on result
define i1 @s(i32 %a, i32 %b) {
  %r = icmp ult i32 %a, %b
  ret i1 %r
}
define i1 @odd(i65 %a) {
  %r = icmp ult i65 %a, -1
  ret i1 %r
}
define <4 x i1> @v(<4 x i32> %a) {
  %r = icmp ult <4 x i32> %a, <i32 0, i32 -1, i32 poison, i32 2147483647>
  ret <4 x i1> %r
}
define <vscale x 2 x i1> @sv(<vscale x 2 x i64> %a, <vscale x 2 x i64> %b) {
  %r = icmp ult <vscale x 2 x i64> %a, %b
  ret <vscale x 2 x i1> %r
}
define i1 @p(ptr %a, ptr %b) {
  %r = icmp ult ptr %a, %b
  ret i1 %r
}
define <2 x i1> @vp(<2 x ptr> %a) {
  %r = icmp ult <2 x ptr> %a, zeroinitializer
  ret <2 x i1> %r
}
define i32 @br(i8 %a) {
entry:
  %c = icmp ult i8 %a, 10
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 0
}
