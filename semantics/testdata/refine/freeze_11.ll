; EXPECT: correct
; WHY: a frozen value is one fixed value, so f ule f is true even for poison/undef x
define i1 @src(i8 %x) {
  %f = freeze i8 %x
  %c = icmp ule i8 %f, %f
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
