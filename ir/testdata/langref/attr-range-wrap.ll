; langref: range(<ty> <a>, <b>) (parameter): a wrapping range [a, b) with a > b contains values from a up through the maximum and on from the minimum
; expect: i8 -1 -> i8 -1

define i8 @g(i8 range(i8 -2, 3) %x) {
  ret i8 %x
}

define i8 @f(i8 %a) {
  %r = call i8 @g(i8 range(i8 -2, 3) %a)
  ret i8 %r
}
