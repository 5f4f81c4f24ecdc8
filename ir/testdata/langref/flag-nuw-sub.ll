; langref: nuw on sub: unsigned overflow (a borrow) gives poison
; expect: i8 3, i8 5 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = sub nuw i8 %a, %b
  ret i8 %r
}
