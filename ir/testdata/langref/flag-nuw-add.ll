; langref: nuw on add: unsigned overflow gives poison
; expect: i8 200, i8 100 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = add nuw i8 %a, %b
  ret i8 %r
}
