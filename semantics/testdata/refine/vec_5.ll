; EXPECT: correct
; WHY: extractelement with an index >= the vector length is poison, so tgt may mask the index
define i8 @src(<4 x i8> %v, i8 %i) {
  %e = extractelement <4 x i8> %v, i8 %i
  ret i8 %e
}

define i8 @tgt(<4 x i8> %v, i8 %i) {
  %m = and i8 %i, 3
  %e = extractelement <4 x i8> %v, i8 %m
  ret i8 %e
}
