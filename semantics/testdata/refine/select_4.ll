; EXPECT: correct
; WHY: and c, x is poison if either operand is; select c, x, false is poison only for poison c or (c true, x poison)
define i1 @src(i1 %c, i1 %x) {
  %s = and i1 %c, %x
  ret i1 %s
}

define i1 @tgt(i1 %c, i1 %x) {
  %s = select i1 %c, i1 %x, i1 false
  ret i1 %s
}
