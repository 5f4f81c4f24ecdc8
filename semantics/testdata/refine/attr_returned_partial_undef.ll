; EXPECT: incorrect
; WHY: the returned parameter's low bit is undef but its high bits are not: a result whose high bits differ cannot be the argument, so it is poison
define i8 @src(i8 %a) {
  %m = or i8 %a, undef
  %r = and i8 %m, 1
  ret i8 %r
}

define i8 @tgt(i8 %a) {
  %m = or i8 %a, undef
  %r = and i8 %m, 1
  %c = call i8 @id(i8 %r, i8 %a)
  ret i8 %c
}

define internal i8 @id(i8 returned %x, i8 %a) {
  %y = or i8 %x, 2
  ret i8 %y
}
