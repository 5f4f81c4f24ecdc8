; ERROR: cannot index into i32
define ptr @f(ptr %p) {
  %r = getelementptr i32, ptr %p, i64 0, i64 1
  ret ptr %r
}
