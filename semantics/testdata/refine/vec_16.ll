; EXPECT: incorrect
; WHY: shufflevector mask index 2 selects b[0] (indices >= n take the second vector); tgt selects a[1] instead
define <2 x i8> @src(<2 x i8> %a, <2 x i8> %b) {
  %r = shufflevector <2 x i8> %a, <2 x i8> %b, <2 x i32> <i32 0, i32 2>
  ret <2 x i8> %r
}

define <2 x i8> @tgt(<2 x i8> %a, <2 x i8> %b) {
  %r = shufflevector <2 x i8> %a, <2 x i8> %b, <2 x i32> <i32 0, i32 1>
  ret <2 x i8> %r
}
