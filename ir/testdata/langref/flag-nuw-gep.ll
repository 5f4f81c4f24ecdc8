; langref: nuw on getelementptr: an unsigned overflow of the address computation gives poison
; expect: i64 -1 -> ptr poison

define ptr @f(i64 %i) {
  %q = getelementptr i8, ptr null, i64 8
  %p = getelementptr nuw i8, ptr %q, i64 %i
  ret ptr %p
}
