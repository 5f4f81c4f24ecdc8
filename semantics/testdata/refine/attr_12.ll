; EXPECT: incorrect
; WHY: without the range attribute x=10 passes through and src returns false
define i8 @id(i8 %a) {
  ret i8 %a
}

define i1 @src(i8 %x) {
  %r = call i8 @id(i8 %x)
  %c = icmp ult i8 %r, 10
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
