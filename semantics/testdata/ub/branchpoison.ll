; ARGS: 127
; EXPECT-UB: branch on poison
; AT: %entry br
define i32 @f(i8 %x) {
entry:
  %a = add nsw i8 %x, 1
  %c = icmp sgt i8 %a, 0
  br i1 %c, label %pos, label %neg

pos:
  ret i32 1

neg:
  ret i32 0
}
