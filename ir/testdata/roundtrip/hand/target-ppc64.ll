; a small module for target powerpc64-unknown-linux-gnu
target datalayout = "E-m:e-Fn32-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"
define i32 @add(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  ret i32 %s
}
define ppc_fp128 @q(ppc_fp128 %x) {
  %r = fadd ppc_fp128 %x, 0xM3FF00000000000000000000000000000
  ret ppc_fp128 %r
}
