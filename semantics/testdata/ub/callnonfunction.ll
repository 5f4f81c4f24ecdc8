; ARGS: 3
; EXPECT-UB: call of a non-function
; AT: %entry %r
@data = global i32 0

define i32 @f(i32 %x) {
entry:
  %r = call i32 @data(i32 %x)
  ret i32 %r
}
