; EXPECT: correct
; WHY: a range(i8 0, 10) argument outside the range is passed as poison, so the callee result is ult 10 or poison
define i8 @id(i8 %a) {
  ret i8 %a
}

define i1 @src(i8 %x) {
  %r = call i8 @id(i8 range(i8 0, 10) %x)
  %c = icmp ult i8 %r, 10
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
