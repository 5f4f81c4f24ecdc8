; A function marked noreturn that returns: "If the function does
; dynamically return, it produces undefined behavior at runtime."
; ARGS: 1
; EXPECT-UB: noreturn function returned
; AT: %ret ret
define i32 @f(i1 %c) noreturn {
entry:
  br i1 %c, label %ret, label %loop

loop:
  br label %loop

ret:
  ret i32 0
}
