; memory(argmem: none): the function accesses no memory its pointer
; arguments point to. An access there is undefined behaviour.
; ARGS: [4 x i8] <01 02 03 04> align 4
; EXPECT-UB: access forbidden by a memory attribute
; AT: %v
define i8 @f(ptr %p) memory(read, argmem: none) {
  %v = load i8, ptr %p
  ret i8 %v
}
