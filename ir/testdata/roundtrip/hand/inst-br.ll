; br: unconditional and conditional, back edges
define i32 @f(i1 %c, i32 %n) {
entry:
  br i1 %c, label %then, label %else
then:
  br label %loop
else:
  br label %exit
loop:
  %i = phi i32 [ 0, %then ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %exit, label %loop, !prof !0
exit:
  %r = phi i32 [ -1, %else ], [ %inc, %loop ]
  ret i32 %r
}
!0 = !{!"branch_weights", i32 1, i32 2000}
