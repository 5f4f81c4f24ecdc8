; langref: readnone (parameter): reading through a readnone pointer argument is undefined behaviour
; expect: -> UB

define i32 @g(ptr readnone %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @f() {
  %o = alloca i32
  store i32 1, ptr %o
  %r = call i32 @g(ptr %o)
  ret i32 %r
}
