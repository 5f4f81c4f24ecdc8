; EXPECT: incorrect
; WHY: a select whose arms are 1 and 2 yields 1 or 2 even on undef; tgt returns undef, which may be 0
define i8 @src(i8 %x) {
  %a = select i1 undef, i8 1, i8 2
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  ret i8 undef
}
