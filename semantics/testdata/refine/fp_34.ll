; EXPECT: incorrect
; WHY: llvm.fma rounds once; separate fmul/fadd round twice: half x=1+3*2^-10 differs
declare half @llvm.fma.f16(half, half, half)

define half @src(half %x) {
  %r = call half @llvm.fma.f16(half %x, half %x, half -1.0)
  ret half %r
}

define half @tgt(half %x) {
  %m = fmul half %x, %x
  %r = fadd half %m, -1.0
  ret half %r
}
