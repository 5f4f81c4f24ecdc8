; and, xor on scalars and vectors
define i32 @f(i32 %a, i32 %b) {
  %x = and i32 %a, %b
  %y = xor i32 %x, -1
  %z = and i32 %y, 255
  ret i32 %z
}
define <16 x i1> @v(<16 x i1> %a, <16 x i1> %b) {
  %x = xor <16 x i1> %a, %b
  %y = and <16 x i1> %x, splat (i1 true)
  ret <16 x i1> %y
}
