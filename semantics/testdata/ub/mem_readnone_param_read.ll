; A read through a readnone parameter: the function does not access
; memory through it; a read is undefined behaviour. (A read through a
; writeonly one is not: since LLVM 19 it gives poison before the function
; writes the location, refine/mem_writeonly_*.ll.)
; ARGS: [4 x i8] <00 00 00 00> align 4
; EXPECT-UB: access forbidden by a memory attribute
; AT: %v
define i8 @f(ptr readnone %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
