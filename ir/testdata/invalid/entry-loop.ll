; ERROR: entry block must not have predecessors
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  br label %next
next:
  br label %entry
}
