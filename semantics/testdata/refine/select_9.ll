; EXPECT: incorrect
; WHY: only the chosen arm matters; for c=1 src returns x but tgt returns poison
define i8 @src(i1 %c, i8 %x) {
  %s = select i1 %c, i8 %x, i8 poison
  ret i8 %s
}

define i8 @tgt(i1 %c, i8 %x) {
  ret i8 poison
}
