; ERROR: phi node should have one entry for each predecessor
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %merge [
    i32 1, label %merge
    i32 2, label %other
  ]
other:
  br label %merge
merge:
  %p = phi i32 [ 1, %entry ], [ 2, %other ]
  ret i32 %p
}
