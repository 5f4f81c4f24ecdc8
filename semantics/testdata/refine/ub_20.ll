; EXPECT: incorrect
; WHY: reaching unreachable is UB; tgt executes it for x=0 where src returns 0
define i8 @src(i8 %x) {
entry:
  ret i8 %x
}

define i8 @tgt(i8 %x) {
entry:
  %c = icmp eq i8 %x, 0
  br i1 %c, label %u, label %ok

u:
  unreachable

ok:
  ret i8 %x
}
