; EXPECT: correct
; WHY: llvm.fmuladd may be computed either fused or as a separate fmul and fadd
declare half @llvm.fmuladd.f16(half, half, half)

define half @src(half %x) {
  %r = call half @llvm.fmuladd.f16(half %x, half %x, half -1.0)
  ret half %r
}

define half @tgt(half %x) {
  %m = fmul half %x, %x
  %r = fadd half %m, -1.0
  ret half %r
}
