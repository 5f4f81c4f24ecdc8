; langref: inalloca(<ty>): the argument is the address of an inalloca alloca holding the outgoing arguments
; expect: i32 5 -> i32 5

define i32 @g(ptr inalloca(i32) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @f(i32 %a) {
  %o = alloca inalloca i32
  store i32 %a, ptr %o
  %r = call i32 @g(ptr inalloca(i32) %o)
  ret i32 %r
}
