; EXPECT: incorrect
; WHY: passing poison to a noundef argument is UB; x=127 makes tgt UB where src returns poison
define i8 @id(i8 %a) {
  ret i8 %a
}

define i8 @src(i8 %x) {
  %y = add nsw i8 %x, 1
  ret i8 %y
}

define i8 @tgt(i8 %x) {
  %y = add nsw i8 %x, 1
  %r = call i8 @id(i8 noundef %y)
  ret i8 %r
}
