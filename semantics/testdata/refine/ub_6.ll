; EXPECT: correct
; WHY: a branch on poison or undef is UB, so src's br may become a select (which only yields poison)
define i8 @src(i1 %c, i8 %x, i8 %y) {
entry:
  br i1 %c, label %a, label %b

a:
  ret i8 %x

b:
  ret i8 %y
}

define i8 @tgt(i1 %c, i8 %x, i8 %y) {
entry:
  %r = select i1 %c, i8 %x, i8 %y
  ret i8 %r
}
