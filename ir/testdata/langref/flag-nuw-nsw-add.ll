; langref: nuw nsw on add: without overflow the flags change nothing
; expect: i8 1, i8 2 -> i8 3

define i8 @f(i8 %a, i8 %b) {
  %r = add nuw nsw i8 %a, %b
  ret i8 %r
}
