; The predicate: @f contains a udiv (which lives in the helper at first).
; passes: inline,merge-blocks
; keep: udiv i32
; expect: inline
define i32 @f(i32 %x, i1 %c) {
entry:
  %a = add i32 %x, 1
  %r = call i32 @helper(i32 %a, i1 %c)
  %s = mul i32 %r, %a
  ret i32 %s
}

define internal i32 @helper(i32 %p, i1 %c) {
entry:
  br i1 %c, label %then, label %else

then:
  %q = udiv i32 %p, 7
  ret i32 %q

else:
  ret i32 %p
}
