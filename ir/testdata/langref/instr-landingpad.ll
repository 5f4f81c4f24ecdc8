; langref: landingpad: the landing site of an invoke's unwind edge; not reached when the callee returns
; expect: i32 9 -> i32 10

declare i32 @__gxx_personality_v0(...)

@typeinfo = external global ptr

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
  %l = landingpad { ptr, i32 } catch ptr @typeinfo filter [1 x ptr] [ptr @typeinfo]
  %sel = extractvalue { ptr, i32 } %l, 1
  ret i32 %sel
}
