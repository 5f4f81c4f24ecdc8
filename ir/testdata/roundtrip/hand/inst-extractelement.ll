; extractelement: constant and variable index, scalable
define i32 @f(<4 x i32> %v, i64 %i) {
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i64 %i
  %c = add i32 %a, %b
  ret i32 %c
}
define float @g(<vscale x 4 x float> %v) {
  %a = extractelement <vscale x 4 x float> %v, i8 1
  ret float %a
}
define ptr @p(<2 x ptr> %v) {
  %a = extractelement <2 x ptr> %v, i32 1
  ret ptr %a
}
