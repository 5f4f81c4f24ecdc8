; EXPECT: incorrect
; WHY: extracting a lane other than the inserted one returns the original lane, not the scalar
define i8 @src(<2 x i8> %v, i8 %x) {
  %r = insertelement <2 x i8> %v, i8 %x, i32 1
  %e = extractelement <2 x i8> %r, i32 0
  ret i8 %e
}

define i8 @tgt(<2 x i8> %v, i8 %x) {
  ret i8 %x
}
