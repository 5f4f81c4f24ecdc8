; memory(argmem: read) on the function: a write to the memory a pointer
; argument points to is undefined behaviour.
; ARGS: [8 x i8] <00 00 00 00 00 00 00 00> align 8 +4
; EXPECT-UB: access forbidden by a memory attribute
; AT: store
define void @f(ptr %p) memory(argmem: read) {
  %q = getelementptr i8, ptr %p, i64 -4
  store i8 1, ptr %q
  ret void
}
