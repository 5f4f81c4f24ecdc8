; langref: extractelement: the lane at the index
; expect: i32 1 -> i32 20

define i32 @f(i32 %i) {
  %r = extractelement <4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 %i
  ret i32 %r
}
