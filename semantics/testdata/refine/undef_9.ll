; EXPECT: correct
; WHY: and x, undef may choose undef = 0, so returning 0 is a refinement
define i8 @src(i8 %x) {
  %a = and i8 %x, undef
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  ret i8 0
}
