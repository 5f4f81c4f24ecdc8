; direct and mutual recursion, tail recursion
define i64 @fact(i64 %n) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i64 1
rec:
  %m = sub i64 %n, 1
  %r = call i64 @fact(i64 %m)
  %p = mul i64 %n, %r
  ret i64 %p
}
define i1 @even(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %t, label %r
t:
  ret i1 true
r:
  %m = sub i32 %n, 1
  %o = tail call i1 @odd(i32 %m)
  ret i1 %o
}
define i1 @odd(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %f, label %r
f:
  ret i1 false
r:
  %m = sub i32 %n, 1
  %e = musttail call i1 @even(i32 %m)
  ret i1 %e
}
