; A write through a readonly parameter: "If a function writes through a
; readonly pointer argument, the behavior is undefined."
; ARGS: [4 x i8] <00 00 00 00> align 4
; EXPECT-UB: access forbidden by a memory attribute
; AT: store
define void @f(ptr readonly %p) {
  store i8 1, ptr %p
  ret void
}
