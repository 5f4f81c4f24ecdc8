; EXPECT: incorrect
; WHY: add nsw overflow makes %c poison and br on poison is UB in tgt; x=127 returns 0 in src
define i8 @src(i8 %x) {
entry:
  %a = add i8 %x, 1
  %c = icmp sgt i8 %a, 0
  br i1 %c, label %t, label %f

t:
  ret i8 1

f:
  ret i8 0
}

define i8 @tgt(i8 %x) {
entry:
  %a = add nsw i8 %x, 1
  %c = icmp sgt i8 %a, 0
  br i1 %c, label %t, label %f

t:
  ret i8 1

f:
  ret i8 0
}
