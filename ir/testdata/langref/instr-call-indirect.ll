; langref: call: an indirect call goes to the function the pointer points to
; expect: i1 true -> i32 1

define i32 @one() {
  ret i32 1
}

define i32 @two() {
  ret i32 2
}

define i32 @f(i1 %c) {
  %p = select i1 %c, ptr @one, ptr @two
  %r = call i32 %p()
  ret i32 %r
}
