; unreachable blocks, self-loops, blocks referring to themselves, dead code after returns
define i32 @f(i32 %x) {
entry:
  ret i32 %x
dead:
  %d = add i32 %d2, 1
  br label %dead2
dead2:
  %d2 = phi i32 [ %d, %dead ], [ %d2, %dead2 ]
  br label %dead2
selfloop:
  br label %selfloop
}
