; ERROR: only phi nodes may reference their own value
define i32 @f(i32 %a) {
entry:
  %x = add i32 %x, 1
  ret i32 %x
}
