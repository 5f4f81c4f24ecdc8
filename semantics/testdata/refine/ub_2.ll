; EXPECT: incorrect
; WHY: udiv by zero is UB; hoisting the guarded udiv makes tgt UB at y=0 where src returns 0
define i8 @src(i8 %x, i8 %y) {
entry:
  %c = icmp eq i8 %y, 0
  br i1 %c, label %zero, label %div

zero:
  ret i8 0

div:
  %q = udiv i8 %x, %y
  ret i8 %q
}

define i8 @tgt(i8 %x, i8 %y) {
entry:
  %q = udiv i8 %x, %y
  %c = icmp eq i8 %y, 0
  %r = select i1 %c, i8 0, i8 %q
  ret i8 %r
}
