; EH intrinsics: eh.typeid.for, eh.exceptionpointer, sjlj helpers
declare i32 @llvm.eh.typeid.for.p0(ptr)
declare ptr @llvm.eh.exceptionpointer.p0(token)
declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)
declare void @g()
@_ZTIi = external constant ptr
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %l = landingpad { ptr, i32 } catch ptr @_ZTIi
  %sel = extractvalue { ptr, i32 } %l, 1
  %tid = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi)
  %m = icmp eq i32 %sel, %tid
  br i1 %m, label %caught, label %re
caught:
  ret i32 1
re:
  resume { ptr, i32 } %l
}
define void @w() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %p = catchpad within %s [ptr null, i32 64, ptr null]
  %e = call ptr @llvm.eh.exceptionpointer.p0(token %p)
  catchret from %p to label %ok
}
