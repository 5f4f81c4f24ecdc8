; EXPECT: correct
; WHY: switch on poison/undef is UB in src; for defined x the switch selects 1 only for x=3
define i8 @src(i8 %x) {
entry:
  switch i8 %x, label %d [
    i8 3, label %t
  ]

t:
  ret i8 1

d:
  ret i8 0
}

define i8 @tgt(i8 %x) {
entry:
  %c = icmp eq i8 %x, 3
  %r = zext i1 %c to i8
  ret i8 %r
}
