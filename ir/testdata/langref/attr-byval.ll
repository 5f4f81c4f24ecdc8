; langref: byval(<ty>): the callee gets a private copy: its stores do not reach the caller's object
; expect: i32 1 -> i32 1

define void @g(ptr byval(i32) %p) {
  store i32 99, ptr %p
  ret void
}

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  call void @g(ptr byval(i32) %o)
  %v = load i32, ptr %o
  ret i32 %v
}
