; typed-pointer vector GEP and vector of pointers
define <2 x i32*> @f(<2 x i32*> %ps, <2 x i64> %is, i32* %p) {
  %a = getelementptr i32, <2 x i32*> %ps, <2 x i64> %is
  %b = getelementptr i32, i32* %p, <2 x i64> %is
  %c = icmp eq <2 x i32*> %a, %b
  %d = select <2 x i1> %c, <2 x i32*> %a, <2 x i32*> %b
  ret <2 x i32*> %d
}
