; ERROR: does not match a predecessor
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %merge
b:
  ret i32 0
merge:
  %p = phi i32 [ 1, %b ]
  ret i32 %p
}
