; EXPECT: correct
; WHY: a poison arm may be refined to anything, including the other arm
define i8 @src(i1 %c, i8 %x) {
  %s = select i1 %c, i8 %x, i8 poison
  ret i8 %s
}

define i8 @tgt(i1 %c, i8 %x) {
  ret i8 %x
}
