; langref: range(<ty> <a>, <b>) (return): a returned value outside [a, b) is poison
; expect: i8 3 -> i8 poison

define range(i8 5, 7) i8 @g(i8 %x) {
  ret i8 %x
}

define i8 @f(i8 %a) {
  %r = call range(i8 5, 7) i8 @g(i8 %a)
  ret i8 %r
}
