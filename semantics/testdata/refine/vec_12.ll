; EXPECT: incorrect
; WHY: add nsw is poison per lane on signed overflow; lane 0 = 127 makes that lane poison in tgt
define <2 x i8> @src(<2 x i8> %v) {
  %r = add <2 x i8> %v, <i8 1, i8 1>
  ret <2 x i8> %r
}

define <2 x i8> @tgt(<2 x i8> %v) {
  %r = add nsw <2 x i8> %v, <i8 1, i8 1>
  ret <2 x i8> %r
}
