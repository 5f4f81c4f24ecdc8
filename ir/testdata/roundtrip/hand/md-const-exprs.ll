; metadata operands that are constant expressions, globals, functions and big ints
@g = global [4 x i32] zeroinitializer
!named = !{!0, !1, !2}
!0 = !{ptr getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 2), i64 ptrtoint (ptr @g to i64)}
!1 = !{ptr @f, i128 -1, i1024 1, half 0xH3C00, <2 x float> <float 1.0, float 2.0>}
!2 = !{[2 x i8] c"ab", { i32, ptr } { i32 1, ptr @g }, ptr poison, i32 undef}
define void @f() {
  ret void
}
