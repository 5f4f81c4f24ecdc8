; langref: initializes((lo, hi)): the callee writes [p+lo, p+hi) before reading it; a valid use behaves as without it
; expect: i32 3 -> i32 3

define void @g(ptr initializes((0, 4)) %p, i32 %x) {
  store i32 %x, ptr %p
  ret void
}

define i32 @f(i32 %a) {
  %o = alloca i32
  call void @g(ptr initializes((0, 4)) %o, i32 %a)
  %v = load i32, ptr %o
  ret i32 %v
}
