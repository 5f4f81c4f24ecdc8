; ERROR: instruction does not dominate all uses
declare i32 @g()
declare i32 @__gxx_personality_v0(...)

define i32 @f(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %inv, label %ok
inv:
  %r = invoke i32 @g() to label %ok unwind label %lpad
ok:
  %u = add i32 %r, 1
  ret i32 %u
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 0
}
