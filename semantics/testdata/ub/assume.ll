; ARGS: 20
; EXPECT-UB: assume violated
; AT: %entry call
declare void @llvm.assume(i1)

define i32 @f(i32 %x) {
entry:
  %c = icmp ult i32 %x, 10
  call void @llvm.assume(i1 %c)
  ret i32 %x
}
