; langref: writable: with dereferenceable(n) the n bytes may be written on entry; a valid use behaves as without it
; expect: i32 3 -> i32 4

define void @g(ptr writable dereferenceable(4) %p) {
  %v = load i32, ptr %p
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  ret void
}

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  call void @g(ptr writable dereferenceable(4) %o)
  %v = load i32, ptr %o
  ret i32 %v
}
