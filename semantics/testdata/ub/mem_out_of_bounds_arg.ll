; An access past the end of the object a pointer argument points into.
; ARGS: [4 x i8] <00 00 00 00> align 4 +2
; EXPECT-UB: out-of-bounds access
; AT: %v
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 1
  ret i32 %v
}
