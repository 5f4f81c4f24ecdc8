; EXPECT: correct
; WHY: phis are a parallel assignment: after one back edge b holds the old a, which is x
define i8 @src(i8 %x, i8 %y) {
entry:
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i8 [ %x, %entry ], [ %b, %loop ]
  %b = phi i8 [ %y, %entry ], [ %a, %loop ]
  %i1 = add i8 %i, 1
  %c = icmp ult i8 %i1, 2
  br i1 %c, label %loop, label %exit

exit:
  ret i8 %b
}

define i8 @tgt(i8 %x, i8 %y) {
entry:
  ret i8 %x
}
