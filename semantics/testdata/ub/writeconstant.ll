; ARGS: 5
; EXPECT-UB: write to constant
; AT: %entry store
@k = constant i32 7

define i32 @f(i32 %x) {
entry:
  store i32 %x, ptr @k, align 4
  ret i32 %x
}
