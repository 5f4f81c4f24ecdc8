; ERROR: instruction does not dominate all uses
define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %else
then:
  %x = mul i32 %a, 3
  ret i32 %x
else:
  %y = add i32 %x, 1
  ret i32 %y
}
