; select: scalar cond, vector cond, aggregates, fast-math, !prof
define i32 @f(i1 %c, i32 %a, i32 %b) {
  %r = select i1 %c, i32 %a, i32 %b, !prof !0
  ret i32 %r
}
define <4 x float> @v(<4 x i1> %c, <4 x float> %a, <4 x float> %b) {
  %r = select nnan nsz <4 x i1> %c, <4 x float> %a, <4 x float> %b
  ret <4 x float> %r
}
define <4 x float> @sv(i1 %c, <4 x float> %a) {
  %r = select fast i1 %c, <4 x float> %a, <4 x float> zeroinitializer
  ret <4 x float> %r
}
define { i32, ptr } @agg(i1 %c, { i32, ptr } %a, { i32, ptr } %b) {
  %r = select i1 %c, { i32, ptr } %a, { i32, ptr } %b
  ret { i32, ptr } %r
}
define ptr @p(i1 %c, ptr %a) {
  %r = select i1 %c, ptr %a, ptr null
  ret ptr %r
}
!0 = !{!"branch_weights", i32 10, i32 1}
