; ARGS: 3
; EXPECT: i32 7
; A K&R-style call (clang calls a function declared without a prototype
; as `call i32 (...) @h(...)`): "ccc ... tolerates some mismatch in the
; declared prototype and implemented declaration of the function (as
; normal C does)" (Calling Conventions). The extra argument is ignored.
define internal i32 @h(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @f(i32 %x) {
entry:
  %r = call i32 (...) @h(i32 %x, i32 4, i32 9)
  ret i32 %r
}
