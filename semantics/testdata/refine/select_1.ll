; EXPECT: incorrect
; WHY: select does not propagate poison from the arm not chosen; x=127 gives 0 in src, poison in tgt
define i8 @src(i8 %x) {
  %a = add nsw i8 %x, 1
  %c = icmp eq i8 %x, 127
  %s = select i1 %c, i8 0, i8 %a
  ret i8 %s
}

define i8 @tgt(i8 %x) {
  %a = add nsw i8 %x, 1
  ret i8 %a
}
