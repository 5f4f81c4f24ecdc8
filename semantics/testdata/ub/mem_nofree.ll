; A nofree parameter freed by the function ("the callee does not free the
; pointer argument"): undefined behaviour.
; ARGS: [16 x i8] <00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00> align 16
; EXPECT-UB: access forbidden by a memory attribute
; AT: call
declare void @free(ptr)
define void @f(ptr nofree %p) {
  call void @free(ptr %p)
  ret void
}
