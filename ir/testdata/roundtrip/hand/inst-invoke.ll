; invoke with cc, attributes, bundles, landingpad
declare i32 @__gxx_personality_v0(...)
declare i32 @callee(i32) 
declare fastcc ptr @fc(ptr)
declare void @vv()
define i32 @f(i32 %x, ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke noundef i32 @callee(i32 noundef %x) #0
          to label %ok unwind label %lp
ok:
  %q = invoke fastcc nonnull ptr @fc(ptr align 8 %p) [ "deopt"(i32 1) ]
          to label %ok2 unwind label %lp
ok2:
  invoke void @vv() to label %ok3 unwind label %lp
ok3:
  invoke void %p() to label %ret unwind label %lp
ret:
  ret i32 %r
lp:
  %lpad = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lpad
}
attributes #0 = { nounwind }
