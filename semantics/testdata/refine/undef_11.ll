; EXPECT: incorrect
; WHY: and x, undef can only produce bits set in x; x=0 forces 0 in src but tgt returns 1
define i8 @src(i8 %x) {
  %a = and i8 %x, undef
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  ret i8 1
}
