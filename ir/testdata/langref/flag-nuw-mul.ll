; langref: nuw on mul: unsigned overflow gives poison
; expect: i8 16, i8 16 -> i8 poison

define i8 @f(i8 %a, i8 %b) {
  %r = mul nuw i8 %a, %b
  ret i8 %r
}
