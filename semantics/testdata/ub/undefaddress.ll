; ARGS: undef
; EXPECT-UB: undef address
; AT: %entry %v
@g = global [4 x i8] zeroinitializer

define i8 @f(i64 %i) {
entry:
  %p = getelementptr i8, ptr @g, i64 %i
  %v = load i8, ptr %p
  ret i8 %v
}
