; EXPECT: incorrect
; WHY: or and add differ when bits overlap: x=y=1 gives 1 in src, 2 in tgt
define i8 @src(i8 %x, i8 %y) {
  %a = or i8 %x, %y
  ret i8 %a
}

define i8 @tgt(i8 %x, i8 %y) {
  %a = add i8 %x, %y
  ret i8 %a
}
