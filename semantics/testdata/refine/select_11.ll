; EXPECT: incorrect
; WHY: when %c is true and %x is poison, src returns undef but tgt returns poison, which undef does not allow (the classic select-undef miscompile)
define i8 @src(i1 %c, i8 %x) {
  %s = select i1 %c, i8 undef, i8 %x
  ret i8 %s
}

define i8 @tgt(i1 %c, i8 %x) {
  ret i8 %x
}
