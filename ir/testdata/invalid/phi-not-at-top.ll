; ERROR: phi nodes not grouped at the top
define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %merge
then:
  br label %merge
merge:
  %y = add i32 %a, 1
  %p = phi i32 [ 1, %entry ], [ 2, %then ]
  ret i32 %p
}
