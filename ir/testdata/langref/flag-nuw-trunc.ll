; langref: nuw on trunc: dropping a non-zero bit gives poison
; expect: i16 256 -> i8 poison

define i8 @f(i16 %a) {
  %r = trunc nuw i16 %a to i8
  ret i8 %r
}
