; langref: exact on udiv: a non-zero remainder gives poison
; expect: i8 7, i8 2 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = udiv exact i8 %a, %b
  ret i8 %r
}
