; EXPECT: incorrect
; WHY: select on poison yields poison but br on poison is UB; c=poison makes tgt UB
define i8 @src(i1 %c, i8 %x, i8 %y) {
entry:
  %r = select i1 %c, i8 %x, i8 %y
  ret i8 %r
}

define i8 @tgt(i1 %c, i8 %x, i8 %y) {
entry:
  br i1 %c, label %a, label %b

a:
  ret i8 %x

b:
  ret i8 %y
}
