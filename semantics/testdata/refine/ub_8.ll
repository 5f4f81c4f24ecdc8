; EXPECT: correct
; WHY: br on poison/undef is UB in src; for defined c both return zext c
define i8 @src(i1 %c) {
entry:
  br i1 %c, label %t, label %f

t:
  ret i8 1

f:
  ret i8 0
}

define i8 @tgt(i1 %c) {
entry:
  %r = zext i1 %c to i8
  ret i8 %r
}
