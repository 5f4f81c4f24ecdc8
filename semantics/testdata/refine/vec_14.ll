; EXPECT: incorrect
; WHY: returned vectors are compared per lane; lane 1 is 2 in src but poison in tgt
define <2 x i8> @src(i8 %x) {
  ret <2 x i8> <i8 1, i8 2>
}

define <2 x i8> @tgt(i8 %x) {
  %a = insertelement <2 x i8> poison, i8 1, i32 0
  ret <2 x i8> %a
}
