; EXPECT: correct
; WHY: add nuw makes unsigned wrap poison, so a non-poison sum is uge each operand
define i1 @src(i8 %x, i8 %y) {
  %a = add nuw i8 %x, %y
  %c = icmp uge i8 %a, %x
  ret i1 %c
}

define i1 @tgt(i8 %x, i8 %y) {
  ret i1 true
}
