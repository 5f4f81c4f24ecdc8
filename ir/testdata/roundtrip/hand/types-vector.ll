; fixed and scalable vectors of every element kind
define void @f(<1 x i8> %a, <2 x i1> %b, <3 x i32> %c, <16 x float> %d, <4 x ptr> %e, <2 x ptr addrspace(1)> %f, <8 x half> %g, <2 x bfloat> %h, <1 x double> %i, <64 x i1> %j) {
  ret void
}
define void @s(<vscale x 1 x i64> %a, <vscale x 16 x i8> %b, <vscale x 4 x float> %c, <vscale x 2 x ptr> %d, <vscale x 8 x i1> %e, <vscale x 8 x bfloat> %f) {
  ret void
}
