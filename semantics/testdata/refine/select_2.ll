; EXPECT: correct
; WHY: dropping nsw from the not-chosen-at-127 arm only removes poison; the select is unchanged
define i8 @src(i8 %x) {
  %a = add nsw i8 %x, 1
  %c = icmp eq i8 %x, 127
  %s = select i1 %c, i8 0, i8 %a
  ret i8 %s
}

define i8 @tgt(i8 %x) {
  %a = add i8 %x, 1
  %c = icmp eq i8 %x, 127
  %s = select i1 %c, i8 0, i8 %a
  ret i8 %s
}
