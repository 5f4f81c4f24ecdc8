; ERROR: multiple entries for the same block
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %merge, label %merge
merge:
  %p = phi i32 [ 1, %entry ], [ 2, %entry ]
  ret i32 %p
}
