; langref: zext: fills the high bits with zeros
; expect: i8 -1 -> i32 255

define i32 @f(i8 %a) {
  %r = zext i8 %a to i32
  ret i32 %r
}
