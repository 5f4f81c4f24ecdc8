; A load with align 4 through a pointer argument at offset 1 of an object
; aligned to 4: misaligned, undefined behaviour.
; ARGS: [8 x i8] <00 00 00 00 00 00 00 00> align 4 +1
; EXPECT-UB: misaligned access
; AT: %v
define i16 @f(ptr %p) {
  %v = load i16, ptr %p, align 4
  ret i16 %v
}
