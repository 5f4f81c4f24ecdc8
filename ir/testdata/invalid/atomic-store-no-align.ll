; ERROR: atomic store must specify an explicit alignment
define void @f(ptr %p) {
  store atomic i32 0, ptr %p release
  ret void
}
