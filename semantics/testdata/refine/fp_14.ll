; EXPECT: correct
; WHY: contract on fmul and fadd allows fusing them into one llvm.fma (single rounding)
declare half @llvm.fma.f16(half, half, half)

define half @src(half %x) {
  %m = fmul contract half %x, %x
  %r = fadd contract half %m, -1.0
  ret half %r
}

define half @tgt(half %x) {
  %r = call half @llvm.fma.f16(half %x, half %x, half -1.0)
  ret half %r
}
