; EXPECT: correct
; WHY: returning poison from a noundef-return function is UB, so src is UB on overflow and tgt may wrap
define noundef i8 @src(i8 %x) {
  %y = add nsw i8 %x, 1
  ret i8 %y
}

define noundef i8 @tgt(i8 %x) {
  %y = add i8 %x, 1
  ret i8 %y
}
