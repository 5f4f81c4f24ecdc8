; ERROR: phi node should have one entry for each predecessor
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %merge, label %merge
merge:
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
