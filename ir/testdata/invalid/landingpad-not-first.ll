; ERROR: landingpad must be the first non-phi instruction
declare void @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f(i32 %a) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %ok unwind label %lpad
ok:
  ret i32 0
lpad:
  %x = add i32 %a, 1
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 %x
}
