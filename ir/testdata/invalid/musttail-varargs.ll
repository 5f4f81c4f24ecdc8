; ERROR: mismatched varargs
declare void @g(i32, ...)
define void @f(i32 %a) {
  musttail call void (i32, ...) @g(i32 %a)
  ret void
}
