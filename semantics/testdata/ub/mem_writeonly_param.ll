; A read through a writeonly parameter: the function "may not read"
; through it; a read is undefined behaviour.
; ARGS: [4 x i8] <00 00 00 00> align 4
; EXPECT-UB: access forbidden by a memory attribute
; AT: %v
define i8 @f(ptr writeonly %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
