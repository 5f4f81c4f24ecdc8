; langref: insertvalue: the aggregate with one member replaced
; expect: i8 4 -> { i8, i16 } { i8 4, i16 7 }

define { i8, i16 } @f(i8 %a) {
  %r = insertvalue { i8, i16 } { i8 1, i16 7 }, i8 %a, 0
  ret { i8, i16 } %r
}
