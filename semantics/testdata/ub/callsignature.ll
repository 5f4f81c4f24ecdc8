; ARGS: 3
; EXPECT-UB: call signature mismatch
; AT: %entry %r
; A call through a loaded pointer whose function type passes an i64 where
; the callee takes a double: beyond the mismatch the C calling convention
; tolerates (Calling Conventions, "ccc": "tolerates some mismatch in the
; declared prototype and implemented declaration of the function (as
; normal C does)"), which irfuzz takes as integers of other widths, extra
; or missing arguments, and a void on either side of the result.
@fptr = global ptr @h

define double @h(double %a) {
entry:
  ret double %a
}

define i64 @f(i64 %x) {
entry:
  %fp = load ptr, ptr @fptr, align 8
  %r = call i64 %fp(i64 %x)
  ret i64 %r
}
