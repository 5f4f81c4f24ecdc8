; EXPECT: incorrect
; WHY: or disjoint is poison when operands share a set bit; x=y=1 gives 2 in src, poison in tgt
define i8 @src(i8 %x, i8 %y) {
  %a = add i8 %x, %y
  ret i8 %a
}

define i8 @tgt(i8 %x, i8 %y) {
  %a = or disjoint i8 %x, %y
  ret i8 %a
}
