; ERROR: phi node should have one entry for each predecessor
define i32 @f() {
entry:
  br label %merge
dead:
  br label %merge
merge:
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
