; freeze on all first-class kinds
define void @f(i32 %a, <2 x float> %v, ptr %p, { i8, i16 } %s, [2 x i1] %arr) {
  %a1 = freeze i32 %a
  %a2 = freeze i32 poison
  %a3 = freeze <2 x float> %v
  %a4 = freeze ptr %p
  %a5 = freeze { i8, i16 } %s
  %a6 = freeze [2 x i1] %arr
  %a7 = freeze <vscale x 1 x i64> undef
  %a8 = freeze double 0.5
  ret void
}
