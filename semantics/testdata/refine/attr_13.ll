; EXPECT: correct
; WHY: a return value outside the function's range(i8 0, 4) is poison, so the result is ult 4 or poison
define range(i8 0, 4) i8 @h(i8 %a) {
  ret i8 %a
}

define i1 @src(i8 %x) {
  %r = call i8 @h(i8 %x)
  %c = icmp ult i8 %r, 4
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
