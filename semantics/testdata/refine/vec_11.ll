; EXPECT: correct
; WHY: add nsw on vectors is poison per lane; dropping the flag only removes poison
define <2 x i8> @src(<2 x i8> %v) {
  %r = add nsw <2 x i8> %v, <i8 1, i8 1>
  ret <2 x i8> %r
}

define <2 x i8> @tgt(<2 x i8> %v) {
  %r = add <2 x i8> %v, <i8 1, i8 1>
  ret <2 x i8> %r
}
