; insertelement: poison/undef bases, scalable vectors
define <4 x i32> @f(i32 %x, i32 %idx) {
  %a = insertelement <4 x i32> poison, i32 %x, i32 0
  %b = insertelement <4 x i32> %a, i32 7, i32 %idx
  %c = insertelement <4 x i32> undef, i32 1, i64 3
  %d = add <4 x i32> %b, %c
  ret <4 x i32> %d
}
define <vscale x 2 x double> @s(double %x) {
  %a = insertelement <vscale x 2 x double> poison, double %x, i64 0
  ret <vscale x 2 x double> %a
}
