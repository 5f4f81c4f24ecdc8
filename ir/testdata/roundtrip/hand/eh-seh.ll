; Windows SEH: __C_specific_handler, filter functions, catchpad with filter
target triple = "x86_64-pc-windows-msvc"
declare i32 @__C_specific_handler(...)
declare void @g()
define internal i32 @filt(ptr %eh, ptr %frame) {
  ret i32 1
}
define i32 @f() personality ptr @__C_specific_handler {
entry:
  invoke void @g() to label %ok unwind label %cs
ok:
  ret i32 0
cs:
  %s = catchswitch within none [label %h] unwind label %cl
h:
  %p = catchpad within %s [ptr @filt]
  catchret from %p to label %caught
caught:
  ret i32 1
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}
