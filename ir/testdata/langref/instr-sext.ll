; langref: sext: copies the sign bit into the high bits
; expect: i8 -1 -> i32 -1

define i32 @f(i8 %a) {
  %r = sext i8 %a to i32
  ret i32 %r
}
