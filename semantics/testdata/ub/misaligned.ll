; ARGS: 1
; EXPECT-UB: misaligned access
; AT: %entry %v
@g = global [8 x i8] zeroinitializer, align 4

define i32 @f(i64 %i) {
entry:
  %p = getelementptr i8, ptr @g, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
