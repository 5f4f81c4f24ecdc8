; EXPECT: incorrect
; WHY: the final value of @g is observable; keeping the earlier store instead of the last one leaves x, not y
@g = global i8 0

define void @src(i8 %x, i8 %y) {
  store i8 %x, ptr @g
  store i8 %y, ptr @g
  ret void
}

define void @tgt(i8 %x, i8 %y) {
  store i8 %x, ptr @g
  ret void
}
