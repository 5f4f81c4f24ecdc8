; ERROR: instruction does not dominate all uses
define i32 @f(i32 %a) {
entry:
  %y = add i32 %x, 1
  %x = add i32 %a, 1
  ret i32 %y
}
