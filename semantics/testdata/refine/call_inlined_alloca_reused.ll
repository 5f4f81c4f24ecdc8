; EXPECT: correct
; The inliner gives a callee's alloca one slot in the caller's frame for
; every call: the source's object of the first call is dead when the
; second call makes its own, so the world cannot tell them from one
; object, which may take its name again.
declare double @ext0(ptr)
define internal void @h1() {
  %v0 = alloca [7 x i8]
  %r = call double @ext0(ptr %v0)
  ret void
}
define void @src() {
  call void @h1()
  call void @h1()
  ret void
}
define void @tgt() {
  %v0 = alloca [7 x i8]
  %r1 = call double @ext0(ptr %v0)
  %r2 = call double @ext0(ptr %v0)
  ret void
}
