; langref: dead_on_return: the pointed-to memory is poison to the caller after the call returns
; expect: i32 3 -> i32 poison

define void @g(ptr dead_on_return %p, i32 %x) {
  store i32 %x, ptr %p
  ret void
}

define i32 @f(i32 %a) {
  %o = alloca i32
  call void @g(ptr dead_on_return %o, i32 %a)
  %v = load i32, ptr %o
  ret i32 %v
}
