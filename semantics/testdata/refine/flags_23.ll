; EXPECT: correct
; WHY: or disjoint is poison if x and y share a set bit; otherwise or equals add
define i8 @src(i8 %x, i8 %y) {
  %a = or disjoint i8 %x, %y
  ret i8 %a
}

define i8 @tgt(i8 %x, i8 %y) {
  %a = add i8 %x, %y
  ret i8 %a
}
