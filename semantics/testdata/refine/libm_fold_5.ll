; EXPECT: incorrect
; WHY: a fold with a changed argument: sin(1.5) (0x3FEFEB7A9B2C6D8B) is not sin(1.0)
declare double @llvm.sin.f64(double)

define double @src() {
  %a = call double @llvm.sin.f64(double 1.0)
  ret double %a
}

define double @tgt() {
  ret double 0x3FEFEB7A9B2C6D8B
}
