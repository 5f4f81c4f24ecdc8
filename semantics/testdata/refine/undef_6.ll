; EXPECT: incorrect
; WHY: undef is not a refinement of a fixed value: tgt may return anything where src returns 7
define i8 @src(i8 %x) {
  ret i8 7
}

define i8 @tgt(i8 %x) {
  ret i8 undef
}
