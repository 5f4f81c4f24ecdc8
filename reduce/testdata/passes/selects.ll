; The predicate: @f still compares and returns a value chosen by the
; comparison (a select, or a phi of the arms); @g still chooses by %c.
; passes: selects,phis,merge-blocks
; keep @f: icmp slt i32 %x, 0
; keep @f: add i32 %x, 5
; keep @g: %c = icmp eq i64 %y, 3
; keep @g: mul i64 %y, 9
; expect: selects
define i32 @f(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  %a = add i32 %x, 5
  br i1 %c, label %yes, label %no

yes:
  ret i32 %a

no:
  ret i32 0
}

define i64 @g(i64 %y) {
entry:
  %c = icmp eq i64 %y, 3
  %m = mul i64 %y, 9
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %p = phi i64 [ %m, %then ], [ %y, %entry ]
  ret i64 %p
}
