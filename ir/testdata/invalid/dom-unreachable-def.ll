; ERROR: instruction does not dominate all uses
define i32 @f(i32 %a) {
entry:
  br label %exit
dead:
  %x = add i32 %a, 1
  br label %exit
exit:
  %y = add i32 %x, 2
  ret i32 %y
}
