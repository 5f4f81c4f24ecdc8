; Both functions loop for ever: every run ends at the step budget, so a
; check takes long (about 10 ms an input) and judges nothing.
define i32 @src(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %x, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  br label %loop
}

define i32 @tgt(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %x, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  br label %loop
}
