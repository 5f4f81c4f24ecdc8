; !range on a load: a value outside the range makes the load poison.
; ARGS: [1 x i8] <05> align 1
; EXPECT: i8 poison
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}
!0 = !{i8 0, i8 4}
