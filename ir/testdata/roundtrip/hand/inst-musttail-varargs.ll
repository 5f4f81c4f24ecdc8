; musttail forwarding varargs with ... in call
declare void @target(ptr, ...)
define void @thunk(ptr %this, ...) {
  musttail call void (ptr, ...) @target(ptr %this, ...)
  ret void
}
