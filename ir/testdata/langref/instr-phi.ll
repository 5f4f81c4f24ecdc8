; langref: phi: the value for the predecessor control came from
; expect: i1 false -> i32 2

define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %r = phi i32 [ 1, %a ], [ 2, %b ]
  ret i32 %r
}
