; EXPECT: correct
; WHY: a vector select with a constant mask picks lanes per element, which a shufflevector expresses exactly
define <2 x i8> @src(<2 x i8> %a, <2 x i8> %b) {
  %r = select <2 x i1> <i1 true, i1 false>, <2 x i8> %a, <2 x i8> %b
  ret <2 x i8> %r
}

define <2 x i8> @tgt(<2 x i8> %a, <2 x i8> %b) {
  %r = shufflevector <2 x i8> %a, <2 x i8> %b, <2 x i32> <i32 0, i32 3>
  ret <2 x i8> %r
}
