; ARGS: undef
; EXPECT-UB: branch on undef
; AT: %entry br
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %yes, label %no

yes:
  ret i32 1

no:
  ret i32 0
}
