; EXPECT: correct
; WHY: select with identical arms yields that arm for any defined c, and poison c in src allows anything
define i8 @src(i1 %c, i8 %x) {
  %s = select i1 %c, i8 %x, i8 %x
  ret i8 %s
}

define i8 @tgt(i1 %c, i8 %x) {
  ret i8 %x
}
