; EXPECT: incorrect
; WHY: x86_fp80 fdiv x, 3 rounds once; fmul by the rounded reciprocal of 3 rounds twice and differs for some x (x = -5: ...D555 against ...D556)
define x86_fp80 @src(x86_fp80 %x) {
  %a = fdiv x86_fp80 %x, 0xK4000C000000000000000
  ret x86_fp80 %a
}

define x86_fp80 @tgt(x86_fp80 %x) {
  %a = fmul x86_fp80 %x, 0xK3FFDAAAAAAAAAAAAAAAB
  ret x86_fp80 %a
}
