; C library floating-point functions outside libm.go's family (cbrt,
; expm1, log1p, fmod, the long double forms) are not modelled:
; unsupported, by name.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: call to external function @cbrt
declare double @cbrt(double)

define i32 @main() {
entry:
  %a = call double @cbrt(double 8.0)
  ret i32 0
}
