; Calling an extern_weak function nothing defines calls null.
; EXPECT-UB: call of a non-function
; DETAIL-CONTAINS: undefined weak function
declare extern_weak i32 @hook()

define i32 @main() {
entry:
  %r = call i32 @hook()
  ret i32 %r
}
