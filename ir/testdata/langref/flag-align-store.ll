; langref: align on store: a store to an address less aligned than promised is undefined behaviour
; expect: i64 1 -> UB

define void @f(i64 %i) {
  %p = alloca [4 x i32], align 8
  %q = getelementptr i8, ptr %p, i64 %i
  store i32 0, ptr %q, align 4
  ret void
}
