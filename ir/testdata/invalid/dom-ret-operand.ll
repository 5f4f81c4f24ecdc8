; ERROR: instruction does not dominate all uses
define i64 @f(i1 %c, i64 %a) {
entry:
  br i1 %c, label %l, label %r
l:
  %x = shl i64 %a, 2
  br label %r
r:
  ret i64 %x
}
