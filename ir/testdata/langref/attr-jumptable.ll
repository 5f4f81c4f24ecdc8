; langref: jumptable: calls go through a jump table (needs unnamed_addr); the callee's result is unchanged
; expect: i32 2 -> i32 3

define i32 @g(i32 %x) unnamed_addr jumptable {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) {
  %r = call i32 @g(i32 %a)
  ret i32 %r
}
