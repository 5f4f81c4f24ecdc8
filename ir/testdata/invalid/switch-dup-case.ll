; ERROR: duplicate integer 1 as switch case
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 1, label %a
    i32 1, label %d
  ]
a:
  ret void
d:
  ret void
}
