; langref: br: a conditional br goes to the first label when the i1 is true
; expect: i1 true -> i32 1

define i32 @f(i1 %c) {
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  br label %x
x:
  ret i32 2
}
