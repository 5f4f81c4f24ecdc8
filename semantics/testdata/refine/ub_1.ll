; EXPECT: correct
; WHY: udiv by zero (or by poison/undef) is UB in src, so tgt may return anything for y=0
define i8 @src(i8 %y) {
  %q = udiv i8 1, %y
  ret i8 %q
}

define i8 @tgt(i8 %y) {
  %c = icmp eq i8 %y, 1
  %z = zext i1 %c to i8
  ret i8 %z
}
