; langref: invoke: calls the function and continues at the normal label when it returns
; expect: i32 4 -> i32 5

declare i32 @__gxx_personality_v0(...)

define i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g(i32 %a) to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 -1
}
