; EXPECT: incorrect
; WHY: plain add wraps, so x=1 y=255 gives 0 ult 1 and src returns false
define i1 @src(i8 %x, i8 %y) {
  %a = add i8 %x, %y
  %c = icmp uge i8 %a, %x
  ret i1 %c
}

define i1 @tgt(i8 %x, i8 %y) {
  ret i1 true
}
