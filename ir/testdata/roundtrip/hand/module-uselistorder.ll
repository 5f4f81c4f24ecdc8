; use-list order directives: uselistorder and uselistorder_bb
@g = global i32 0
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = add i32 %a, 2
  %z = add i32 %a, 3
  %l = load i32, ptr @g
  %m = load i32, ptr @g
  br label %next
next:
  %s = add i32 %x, %y
  ret i32 %s
  uselistorder i32 %a, { 2, 0, 1 }
}
define void @h() {
entry:
  br label %loop
loop:
  br i1 true, label %loop, label %exit
exit:
  ret void
}
uselistorder ptr @g, { 1, 0 }
uselistorder_bb @h, %loop, { 1, 0 }
