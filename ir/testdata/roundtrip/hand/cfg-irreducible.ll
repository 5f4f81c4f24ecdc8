; irreducible control flow: two entries into a cycle
define i32 @f(i1 %c, i32 %n) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = phi i32 [ 0, %entry ], [ %y1, %b ]
  %x1 = add i32 %x, 1
  %ca = icmp slt i32 %x1, %n
  br i1 %ca, label %b, label %exit
b:
  %y = phi i32 [ 10, %entry ], [ %x1, %a ]
  %y1 = add i32 %y, 2
  %cb = icmp slt i32 %y1, %n
  br i1 %cb, label %a, label %exit
exit:
  %r = phi i32 [ %x1, %a ], [ %y1, %b ]
  ret i32 %r
}
