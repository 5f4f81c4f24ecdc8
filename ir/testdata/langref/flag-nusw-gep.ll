; langref: nusw on getelementptr: a signed overflow of an offset or of the address computation gives poison
; expect: i64 4611686018427387904 -> ptr poison

define ptr @f(i64 %i) {
  %p = getelementptr nusw i32, ptr null, i64 %i
  ret ptr %p
}
