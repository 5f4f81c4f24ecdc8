; langref: catchret: ends a catch funclet and continues at a label; not reached when the callee returns
; expect: i32 3 -> i32 9

declare i32 @__CxxFrameHandler3(...)

define i32 @g(i32 %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}

define i32 @f(i32 %a) personality ptr @__CxxFrameHandler3 {
entry:
  %r = invoke i32 @g(i32 %a) to label %ok unwind label %dispatch
ok:
  ret i32 %r
dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %after
after:
  ret i32 0
}
