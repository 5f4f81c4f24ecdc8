; langref: shufflevector: lanes picked from the two inputs by the mask; a poison mask lane gives poison
; expect: i8 5 -> <4 x i8> <i8 5, i8 7, i8 poison, i8 1>

define <4 x i8> @f(i8 %x) {
  %v = insertelement <2 x i8> <i8 0, i8 1>, i8 %x, i64 0
  %r = shufflevector <2 x i8> %v, <2 x i8> <i8 6, i8 7>, <4 x i32> <i32 0, i32 3, i32 poison, i32 1>
  ret <4 x i8> %r
}
