; langref: !nosanitize: the instruction is not instrumented by sanitizers; no meaning for values
; expect: i32 4 -> i32 5

define i32 @f(i32 %a) {
  %r = add i32 %a, 1, !nosanitize !0
  ret i32 %r
}

!0 = !{}
