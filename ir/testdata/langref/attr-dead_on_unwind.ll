; langref: dead_on_unwind: the memory is poison only if the call unwinds; a normal return keeps the callee's stores
; expect: i32 3 -> i32 3

define void @g(ptr dead_on_unwind %p, i32 %x) {
  store i32 %x, ptr %p
  ret void
}

define i32 @f(i32 %a) {
  %o = alloca i32
  call void @g(ptr dead_on_unwind %o, i32 %a)
  %v = load i32, ptr %o
  ret i32 %v
}
