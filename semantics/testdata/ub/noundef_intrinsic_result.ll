; A call-site noundef on an intrinsic's result: poison there is undefined
; behaviour, as on any call. (smax of poison is poison.)
; ARGS: poison
; EXPECT-UB: noundef violation
; AT: %m
define i32 @f(i32 %x) {
entry:
  %m = call noundef i32 @llvm.smax.i32(i32 %x, i32 0)
  ret i32 %m
}

declare i32 @llvm.smax.i32(i32, i32)
