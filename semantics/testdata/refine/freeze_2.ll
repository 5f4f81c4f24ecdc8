; EXPECT: incorrect
; WHY: removing a freeze is wrong: x=poison makes sub x, x poison while src returns 0
define i8 @src(i8 %x) {
  %f = freeze i8 %x
  %s = sub i8 %f, %f
  ret i8 %s
}

define i8 @tgt(i8 %x) {
  %s = sub i8 %x, %x
  ret i8 %s
}
