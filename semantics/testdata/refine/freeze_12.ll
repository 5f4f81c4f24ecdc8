; EXPECT: incorrect
; WHY: without freeze, x=poison makes icmp ule x, x poison while src returns true
define i1 @src(i8 %x) {
  %f = freeze i8 %x
  %c = icmp ule i8 %f, %f
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  %c = icmp ule i8 %x, %x
  ret i1 %c
}
