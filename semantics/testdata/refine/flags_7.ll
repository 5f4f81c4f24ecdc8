; EXPECT: incorrect
; WHY: sub nsw 0, x is poison for x=-128 where src (no flag) returns -128
define i8 @src(i8 %x) {
  %a = sub i8 0, %x
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = sub nsw i8 0, %x
  ret i8 %a
}
