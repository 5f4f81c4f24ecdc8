; ERROR: cannot invoke an intrinsic such as @llvm.smax.i32
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @__gxx_personality_v0(...)
define i32 @f(i32 %a) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @llvm.smax.i32(i32 %a, i32 1) to label %ok unwind label %lpad
ok:
  ret i32 %r
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 0
}
