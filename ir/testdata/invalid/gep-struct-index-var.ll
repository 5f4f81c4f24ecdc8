; ERROR: must be a constant i32
define ptr @f(ptr %p, i32 %i) {
  %r = getelementptr { i32, i32 }, ptr %p, i32 0, i32 %i
  ret ptr %r
}
