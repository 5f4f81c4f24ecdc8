; langref: nsw on trunc: a value that does not fit as signed gives poison
; expect: i16 128 -> i8 poison

define i8 @f(i16 %a) {
  %r = trunc nsw i16 %a to i8
  ret i8 %r
}
