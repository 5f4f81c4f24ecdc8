; The predicate: @f still has the xor in %case2 and a return of %r.
; passes: branches
; keep @f: xor i32 %x, 12
; keep @f: ret i32 %r
; expect: branches
define i32 @f(i32 %x, i1 %c) {
entry:
  br i1 %c, label %sw, label %other

other:
  br label %exit

sw:
  switch i32 %x, label %dflt [
    i32 1, label %case1
    i32 2, label %case2
  ]

case1:
  %a = add i32 %x, 1
  br label %exit

case2:
  %b = xor i32 %x, 12
  br label %exit

dflt:
  br label %exit

exit:
  %r = phi i32 [ 0, %other ], [ %a, %case1 ], [ %b, %case2 ], [ 9, %dflt ]
  ret i32 %r
}
