; langref: align on load: a load from an address less aligned than promised is undefined behaviour
; expect: i64 2 -> UB

define i32 @f(i64 %i) {
  %p = alloca [4 x i32], align 8
  store [4 x i32] zeroinitializer, ptr %p
  %q = getelementptr i8, ptr %p, i64 %i
  %v = load i32, ptr %q, align 4
  ret i32 %v
}
