; EXPECT: correct
; A world may answer a later call with an object an earlier call made:
; the answer is that object again, not a new one (the event has no new
; object's bytes), and the target sees the same pointer.
declare ptr @make() nounwind
define i1 @src(i32 %x) {
  %p = call ptr @make()
  %q = call ptr @make()
  %e = icmp eq ptr %p, %q
  ret i1 %e
}
define i1 @tgt(i32 %x) {
  %p = call ptr @make()
  %q = call ptr @make()
  %e = icmp eq ptr %p, %q
  ret i1 %e
}
