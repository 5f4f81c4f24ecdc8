; ERROR: getelementptr struct index 2 is out of range
define ptr @f(ptr %p) {
  %r = getelementptr { i32, i32 }, ptr %p, i32 0, i32 2
  ret ptr %r
}
