; ERROR: branch condition i32 %c is not of type i1
define void @f(i32 %c) {
entry:
  br i32 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
