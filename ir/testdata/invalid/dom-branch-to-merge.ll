; ERROR: instruction does not dominate all uses
define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %merge
then:
  %x = add i32 %a, 1
  br label %merge
merge:
  ret i32 %x
}
