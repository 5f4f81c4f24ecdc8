; EXPECT: correct
; WHY: a poison mask element makes that result lane poison, which any value (here the original lane) refines
define <4 x i8> @src(<4 x i8> %v) {
  %s = shufflevector <4 x i8> %v, <4 x i8> poison, <4 x i32> <i32 0, i32 poison, i32 2, i32 3>
  ret <4 x i8> %s
}

define <4 x i8> @tgt(<4 x i8> %v) {
  ret <4 x i8> %v
}
