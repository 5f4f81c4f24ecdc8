; EXPECT: correct
; WHY: extracting the lane just inserted returns the inserted scalar
define i8 @src(<4 x i8> %v, i8 %x) {
  %r = insertelement <4 x i8> %v, i8 %x, i32 1
  %e = extractelement <4 x i8> %r, i32 1
  ret i8 %e
}

define i8 @tgt(<4 x i8> %v, i8 %x) {
  ret i8 %x
}
