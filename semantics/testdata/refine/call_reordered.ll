; EXPECT: incorrect
; Two calls to unknown functions that may write memory swapped: the calls
; are observable, in order.
declare void @f()
declare void @g()
define void @src() {
  call void @f()
  call void @g()
  ret void
}
define void @tgt() {
  call void @g()
  call void @f()
  ret void
}
