; EXPECT: correct
; WHY: both uses of a frozen value are the same value, so add f, f equals shl f, 1
define i8 @src(i8 %x) {
  %f = freeze i8 %x
  %a = add i8 %f, %f
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %f = freeze i8 %x
  %a = shl i8 %f, 1
  ret i8 %a
}
