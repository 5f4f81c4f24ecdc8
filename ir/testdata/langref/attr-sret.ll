; langref: sret(<ty>): the pointer is where the callee writes the returned structure
; expect: i32 5 -> i32 5

%S = type { i32, i32 }

define void @g(ptr sret(%S) %out, i32 %x) {
  %p = getelementptr %S, ptr %out, i32 0, i32 1
  store i32 %x, ptr %p
  ret void
}

define i32 @f(i32 %a) {
  %o = alloca %S
  call void @g(ptr sret(%S) %o, i32 %a)
  %p = getelementptr %S, ptr %o, i32 0, i32 1
  %v = load i32, ptr %p
  ret i32 %v
}
