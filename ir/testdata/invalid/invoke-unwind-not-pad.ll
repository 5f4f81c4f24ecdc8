; ERROR: does not start with an exception handling instruction
declare void @g()
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %ok unwind label %bad
ok:
  ret void
bad:
  ret void
}
