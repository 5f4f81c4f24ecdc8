; langref: dereferenceable(<n>) (parameter): a pointer to n live bytes satisfies it
; expect: i32 3 -> i32 3

define i32 @g(ptr dereferenceable(4) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  %r = call i32 @g(ptr dereferenceable(4) %o)
  ret i32 %r
}
