; An llvm.assume operand bundle whose guarantee does not hold: "if any
; of the provided guarantees are violated at runtime the behavior is
; undefined". Here the pointer is null and the bundle says nonnull.
; ARGS: 0
; EXPECT-UB: assume violated
; AT: call
define i32 @f(i64 %x) {
entry:
  %p = inttoptr i64 %x to ptr
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p) ]
  ret i32 0
}

declare void @llvm.assume(i1)
