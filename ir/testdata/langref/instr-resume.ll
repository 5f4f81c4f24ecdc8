; langref: resume: resumes propagation of an in-flight exception; not reached when the callee returns
; expect: i32 1 -> i32 2

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
  resume { ptr, i32 } %l
}
