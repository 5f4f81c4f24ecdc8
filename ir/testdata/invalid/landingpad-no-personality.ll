; ERROR: landingpad needs to be in a function with a personality
declare void @g()
define void @f() {
entry:
  invoke void @g() to label %ok unwind label %lpad
ok:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}
