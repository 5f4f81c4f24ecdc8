; EXPECT: incorrect
; WHY: fptrunc fp128 to float rounds once; through double it rounds twice: 1 + 2^-24 + 2^-80 gives 1 + 2^-23 directly, but 1 + 2^-24 in double and then 1 (a tie to even) in float
define float @src(fp128 %x) {
  %v = fadd fp128 %x, 0xL00000001000000003FFF000001000000
  %t = fptrunc fp128 %v to float
  ret float %t
}

define float @tgt(fp128 %x) {
  %v = fadd fp128 %x, 0xL00000001000000003FFF000001000000
  %d = fptrunc fp128 %v to double
  %t = fptrunc double %d to float
  ret float %t
}
