; langref: noreturn: a noreturn function that returns is undefined behaviour
; expect: -> UB

define void @g() noreturn {
  ret void
}

define i32 @f() {
  call void @g()
  ret i32 0
}
