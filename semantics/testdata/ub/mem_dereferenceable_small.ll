; A dereferenceable(8) parameter given an object of 4 bytes: the caller
; broke the attribute, which is undefined behaviour at the call.
; ARGS: [4 x i8] <00 00 00 00> align 4
; EXPECT-UB: out-of-bounds access
; AT: @f
define i8 @f(ptr dereferenceable(8) %p) {
  ret i8 0
}
