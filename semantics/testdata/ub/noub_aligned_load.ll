; ARGS: 4
; EXPECT: i32 7
; Offset 4 of a 4-aligned global is 4-aligned, and bytes 4..7 are in bounds.
@g = global [2 x i32] [i32 1, i32 7], align 4

define i32 @f(i64 %i) {
entry:
  %p = getelementptr i8, ptr @g, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
