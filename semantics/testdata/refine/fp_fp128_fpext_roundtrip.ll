; EXPECT: correct
; WHY: fpext double to fp128 is exact, so fptrunc back gives the double again (a NaN: any NaN)
define double @src(double %x) {
  %e = fpext double %x to fp128
  %t = fptrunc fp128 %e to double
  ret double %t
}

define double @tgt(double %x) {
  ret double %x
}
