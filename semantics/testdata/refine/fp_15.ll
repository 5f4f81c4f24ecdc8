; EXPECT: incorrect
; WHY: without contract x*x is rounded before the add; half x=1+3*2^-10 gives 6*2^-10 in src but more in tgt (fma)
declare half @llvm.fma.f16(half, half, half)

define half @src(half %x) {
  %m = fmul half %x, %x
  %r = fadd half %m, -1.0
  ret half %r
}

define half @tgt(half %x) {
  %r = call half @llvm.fma.f16(half %x, half %x, half -1.0)
  ret half %r
}
