; langref: noundef (parameter): a well-defined argument passes through
; expect: i8 5 -> i8 5

define i8 @g(i8 noundef %x) {
  ret i8 %x
}

define i8 @f(i8 %a) {
  %r = call i8 @g(i8 noundef %a)
  ret i8 %r
}
