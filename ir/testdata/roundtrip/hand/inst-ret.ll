; ret: void, values, aggregates, vectors
define void @rv() {
  ret void
}
define i32 @ri() {
  ret i32 42
}
define { i32, float } @rs(i32 %a) {
  %s = insertvalue { i32, float } poison, i32 %a, 0
  ret { i32, float } %s
}
define <2 x i8> @rvec() {
  ret <2 x i8> <i8 1, i8 -1>
}
define ptr @rp(ptr %p) {
  ret ptr %p
}
define [2 x i16] @ra() {
  ret [2 x i16] [i16 1, i16 2]
}
