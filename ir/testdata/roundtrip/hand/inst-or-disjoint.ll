; or with disjoint
define i32 @f(i32 %a, i32 %b) {
  %x = or i32 %a, %b
  %y = or disjoint i32 %x, 1
  ret i32 %y
}
define <2 x i64> @v(<2 x i64> %a) {
  %y = or disjoint <2 x i64> %a, <i64 256, i64 512>
  ret <2 x i64> %y
}
