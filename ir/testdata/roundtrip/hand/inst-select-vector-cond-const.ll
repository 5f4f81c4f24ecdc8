; select with constant conditions and constant-expression operands
@g = global i32 0
define ptr @f(i1 %c) {
  %a = select i1 true, ptr @g, ptr null
  %b = select i1 %c, ptr getelementptr (i8, ptr @g, i64 4), ptr %a
  ret ptr %b
}
define <2 x i32> @v() {
  %r = select <2 x i1> <i1 true, i1 false>, <2 x i32> <i32 1, i32 2>, <2 x i32> splat (i32 9)
  ret <2 x i32> %r
}
