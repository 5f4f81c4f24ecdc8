; EXPECT: correct
; WHY: dropping nsw from add only removes poison; every tgt value is allowed by src
define i8 @src(i8 %x) {
  %a = add nsw i8 %x, 1
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = add i8 %x, 1
  ret i8 %a
}
