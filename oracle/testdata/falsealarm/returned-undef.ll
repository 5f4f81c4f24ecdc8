; A function that returns its parameter: FunctionAttrs marks it
; `returned`, and InstCombine then returns the parameter's freeze (an
; LLVM 14 -O1/-O2 reduction). On an undef argument the frozen value is one
; the argument may be, so the caller that uses either sees no poison.
; Checked by TestFalseAlarms: no finding.

define i1 @t40(i1 %a0) {
bb0:
  br label %bb1
bb1:
  %v13 = phi i8 [ 0, %bb0 ], [ 1, %bb4 ]
  %v16 = icmp ult i8 %v13, 1
  br i1 %v16, label %bb2, label %bb3
bb2:
  %v21 = freeze i1 %a0
  %v22 = zext i1 %v21 to i8
  br label %bb4
bb3:
  ret i1 %a0
bb4:
  %v24 = phi i8 [ 0, %bb2 ], [ 1, %bb4 ]
  %v27 = icmp ult i8 %v24, %v22
  br i1 %v27, label %bb4, label %bb1
}
