; langref: range(<ty> <a>, <b>) (parameter): an argument outside [a, b) is poison
; expect: i8 10 -> i8 poison

define i8 @g(i8 range(i8 0, 10) %x) {
  ret i8 %x
}

define i8 @f(i8 %a) {
  %r = call i8 @g(i8 range(i8 0, 10) %a)
  ret i8 %r
}
