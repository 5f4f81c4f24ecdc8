; cleanuppad / cleanupret: unwind to caller and to a label
declare i32 @__CxxFrameHandler3(...)
declare void @g()
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %next unwind label %c1
next:
  ret void
c1:
  %cp = cleanuppad within none [i32 7, ptr null]
  invoke void @g() [ "funclet"(token %cp) ] to label %c1done unwind label %c2
c1done:
  cleanupret from %cp unwind label %c2
c2:
  %cp2 = cleanuppad within none []
  cleanupret from %cp2 unwind to caller
}
