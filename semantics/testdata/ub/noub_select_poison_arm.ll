; ARGS: 127
; EXPECT: i8 7
; The poison arm (x+1 nsw overflows) is not the chosen one, so the select is not poison.
define i8 @f(i8 %x) {
entry:
  %a = add nsw i8 %x, 1
  %c = icmp eq i8 %x, 127
  %s = select i1 %c, i8 7, i8 %a
  ret i8 %s
}
