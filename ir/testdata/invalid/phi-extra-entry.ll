; ERROR: phi node should have one entry for each predecessor
define i32 @f(i32 %a) {
entry:
  br label %then
then:
  br label %merge
merge:
  %p = phi i32 [ 1, %entry ], [ 2, %then ]
  ret i32 %p
}
