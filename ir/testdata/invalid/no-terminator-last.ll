; ERROR: must end with a terminator
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret void
b:
  %x = xor i1 %c, true
c:
  ret void
}
