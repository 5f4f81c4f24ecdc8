; langref: ret: returns control and a value to the caller
; expect: i32 5 -> i32 5

define i32 @f(i32 %a) {
  ret i32 %a
}
