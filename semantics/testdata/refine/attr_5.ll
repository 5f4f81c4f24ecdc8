; EXPECT: incorrect
; WHY: returning poison from a noundef-return function is UB; x=127 makes tgt UB while src returns -128
define noundef i8 @src(i8 noundef %x) {
  %y = add i8 %x, 1
  ret i8 %y
}

define noundef i8 @tgt(i8 noundef %x) {
  %y = add nsw i8 %x, 1
  ret i8 %y
}
