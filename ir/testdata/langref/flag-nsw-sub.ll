; langref: nsw on sub: signed overflow gives poison
; expect: i8 -100, i8 100 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = sub nsw i8 %a, %b
  ret i8 %r
}
