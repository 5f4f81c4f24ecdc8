; every floating-point type
define void @f(half %a, bfloat %b, float %c, double %d, fp128 %e, x86_fp80 %f, ppc_fp128 %g) {
  ret void
}
declare x86_amx @llvm.x86.cast.vector.to.tile.v256i32(<256 x i32>)
