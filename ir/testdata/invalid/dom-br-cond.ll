; ERROR: instruction does not dominate all uses
define void @f(i32 %a) {
entry:
  br label %a1
a1:
  br i1 %c, label %a2, label %a3
a2:
  %c = icmp eq i32 %a, 0
  ret void
a3:
  ret void
}
