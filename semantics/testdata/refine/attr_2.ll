; EXPECT: correct
; WHY: passing poison to a noundef call argument is UB, so src is UB at x=127 and tgt may return anything there
define i8 @id(i8 %a) {
  ret i8 %a
}

define i8 @src(i8 %x) {
  %y = add nsw i8 %x, 1
  %r = call i8 @id(i8 noundef %y)
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %y = add nsw i8 %x, 1
  %f = freeze i8 %y
  ret i8 %f
}
