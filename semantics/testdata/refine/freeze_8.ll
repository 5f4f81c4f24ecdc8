; EXPECT: correct
; WHY: pushing freeze through add is sound once the poison-generating nsw flag is dropped
define i8 @src(i8 %x) {
  %a = add nsw i8 %x, 1
  %f = freeze i8 %a
  ret i8 %f
}

define i8 @tgt(i8 %x) {
  %fx = freeze i8 %x
  %a = add i8 %fx, 1
  ret i8 %a
}
