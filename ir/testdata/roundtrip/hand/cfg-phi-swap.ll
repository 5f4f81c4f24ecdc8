; parallel phi semantics: swap through phis
define i32 @f(i32 %a, i32 %b, i32 %n) {
entry:
  br label %loop
loop:
  %x = phi i32 [ %a, %entry ], [ %y, %loop ]
  %y = phi i32 [ %b, %entry ], [ %x, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %r = sub i32 %x, %y
  ret i32 %r
}
