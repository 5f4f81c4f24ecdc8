; switch: empty table, several cases, wide ints, shared destinations
define i32 @s(i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 1, label %b
    i32 -7, label %a
    i32 2147483647, label %b
  ]
a:
  ret i32 1
b:
  ret i32 2
def:
  ret i32 0
}
define void @empty(i8 %x) {
entry:
  switch i8 %x, label %d [ ]
d:
  ret void
}
define i128 @wide(i128 %x) {
entry:
  switch i128 %x, label %d [ i128 170141183460469231731687303715884105727, label %m ]
m:
  ret i128 1
d:
  ret i128 0
}
define void @i1sw(i1 %c) {
entry:
  switch i1 %c, label %x [ i1 true, label %y ], !prof !0
x:
  ret void
y:
  ret void
}
!0 = !{!"branch_weights", i32 3, i32 5}
