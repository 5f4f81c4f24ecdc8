; EXPECT: correct
; WHY: each use of undef may differ, so add x, x covers every value shl x, 1 can take (and more)
define i8 @src(i8 %x) {
  %a = add i8 %x, %x
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = shl i8 %x, 1
  ret i8 %a
}
