; ERROR: musttail call result must be returned
declare i32 @g(i32)
define i32 @f(i32 %a) {
  %r = musttail call i32 @g(i32 %a)
  ret i32 %a
}
