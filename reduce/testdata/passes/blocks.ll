; The predicate: @f still has an srem. The other arm and the loop go.
; passes: blocks
; keep @f: srem
; expect: blocks
define i32 @f(i32 %x, i1 %c) {
entry:
  br i1 %c, label %then, label %else

then:
  %a = srem i32 %x, 3
  br label %join

else:
  %b = mul i32 %x, 5
  br label %loop

loop:
  %i = phi i32 [ 0, %else ], [ %n, %loop ]
  %n = add i32 %i, 1
  %d = icmp ult i32 %n, 10
  br i1 %d, label %loop, label %join

join:
  %r = phi i32 [ %a, %then ], [ %b, %loop ]
  ret i32 %r
}
