; EXPECT: incorrect
; WHY: a phi is poison only if the incoming value of the taken edge is; c=0, x=127 returns 127 in src but (x+1 nsw)-1 is poison
define i8 @src(i1 noundef %c, i8 %x) {
entry:
  %a = add nsw i8 %x, 1
  br i1 %c, label %t, label %m

t:
  br label %m

m:
  %p = phi i8 [ %a, %t ], [ %x, %entry ]
  ret i8 %p
}

define i8 @tgt(i1 noundef %c, i8 %x) {
entry:
  %a = add nsw i8 %x, 1
  %d = sub i8 %a, 1
  %s = select i1 %c, i8 %a, i8 %d
  ret i8 %s
}
