; EXPECT: correct
; WHY: fpext to float then fptrunc back to half is exact for every half value (NaN payload not observable)
define half @src(half %x) {
  %e = fpext half %x to float
  %t = fptrunc float %e to half
  ret half %t
}

define half @tgt(half %x) {
  ret half %x
}
