; EXPECT: incorrect
; WHY: a poison shuffle-mask element yields a poison lane; lane 1 of tgt is poison where src returns v[1]
define <2 x i8> @src(<2 x i8> %v) {
  ret <2 x i8> %v
}

define <2 x i8> @tgt(<2 x i8> %v) {
  %s = shufflevector <2 x i8> %v, <2 x i8> poison, <2 x i32> <i32 0, i32 poison>
  ret <2 x i8> %s
}
