; ARGS: 1
; EXPECT-UB: null pointer access
; AT: %entry %v
@g = global i32 7

define i32 @f(i1 %c) {
entry:
  %p = select i1 %c, ptr null, ptr @g
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
