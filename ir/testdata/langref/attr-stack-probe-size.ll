; langref: "stack-probe-size"="4096" (function): a hint for the optimiser or code generator; the function's meaning is unchanged
; expect: i32 2 -> i32 3

define i32 @g(i32 %x) "stack-probe-size"="4096" {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) {
  %r = call i32 @g(i32 %a)
  ret i32 %r
}
