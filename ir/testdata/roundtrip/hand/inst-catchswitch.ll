; catchswitch / catchpad / catchret (MSVC C++ EH)
declare i32 @__CxxFrameHandler3(...)
declare void @g()
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %h1, label %h2] unwind to caller
h1:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %done
h2:
  %cp2 = catchpad within %cs []
  call void @g() [ "funclet"(token %cp2) ]
  catchret from %cp2 to label %done
done:
  ret void
}
define void @nested() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %outer
outer:
  %cs1 = catchswitch within none [label %c1] unwind to caller
c1:
  %p1 = catchpad within %cs1 [ptr null, i32 0, ptr null]
  invoke void @g() [ "funclet"(token %p1) ] to label %r1 unwind label %inner
r1:
  catchret from %p1 to label %done
inner:
  %cs2 = catchswitch within %p1 [label %c2] unwind label %cleanup
c2:
  %p2 = catchpad within %cs2 [ptr null, i32 64, ptr null]
  catchret from %p2 to label %r1
cleanup:
  %cl = cleanuppad within %p1 []
  cleanupret from %cl unwind to caller
done:
  ret void
}
