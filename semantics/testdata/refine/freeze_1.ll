; EXPECT: correct
; WHY: freeze picks one fixed value, so both uses of the frozen value agree and f - f is 0
define i8 @src(i8 %x) {
  %f = freeze i8 %x
  %s = sub i8 %f, %f
  ret i8 %s
}

define i8 @tgt(i8 %x) {
  ret i8 0
}
