; EXPECT: correct
; WHY: x * 2 and x + x are the same correctly rounded x86_fp80 value (overflow to infinity included); a NaN operand gives a NaN, any NaN allowed
define x86_fp80 @src(x86_fp80 %x) {
  %a = fmul x86_fp80 %x, 0xK40008000000000000000
  ret x86_fp80 %a
}

define x86_fp80 @tgt(x86_fp80 %x) {
  %a = fadd x86_fp80 %x, %x
  ret x86_fp80 %a
}
