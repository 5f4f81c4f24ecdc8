; langref: cleanuppad: the start of a cleanup funclet; not reached when the callee returns
; expect: i32 5 -> i32 15

declare i32 @__CxxFrameHandler3(...)

define i32 @g(i32 %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}

define i32 @f(i32 %a) personality ptr @__CxxFrameHandler3 {
entry:
  %r = invoke i32 @g(i32 %a) to label %ok unwind label %cleanup
ok:
  ret i32 %r
cleanup:
  %cp = cleanuppad within none []
  cleanupret from %cp unwind to caller
}
