; EXPECT: incorrect
; WHY: the second store may alias @g (c=1), so forwarding x past it is wrong: c=1,x=0,y=1 gives 1 in src
@g = global i8 0
@h = global i8 0

define i8 @src(i1 %c, i8 %x, i8 %y) {
  %q = select i1 %c, ptr @g, ptr @h
  store i8 %x, ptr @g
  store i8 %y, ptr %q
  %v = load i8, ptr @g
  ret i8 %v
}

define i8 @tgt(i1 %c, i8 %x, i8 %y) {
  %q = select i1 %c, ptr @g, ptr @h
  store i8 %x, ptr @g
  store i8 %y, ptr %q
  ret i8 %x
}
