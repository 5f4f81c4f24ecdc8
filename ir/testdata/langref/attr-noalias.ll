; langref: noalias (parameter): accesses through the argument do not alias other accesses; a valid use behaves as without it
; expect: i32 3 -> i32 4

define i32 @g(ptr noalias %p, ptr noalias %q) {
  store i32 1, ptr %q
  %v = load i32, ptr %p
  %w = add i32 %v, 1
  ret i32 %w
}

define i32 @f(i32 %a) {
  %o = alloca i32
  %o2 = alloca i32
  store i32 %a, ptr %o
  %r = call i32 @g(ptr noalias %o, ptr noalias %o2)
  ret i32 %r
}
