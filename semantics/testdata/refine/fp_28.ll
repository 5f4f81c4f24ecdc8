; EXPECT: incorrect
; WHY: a bitcast observes the exact bits; fadd x, -0.0 quiets a signaling NaN (e.g. half 0x7C01), changing the bits
define i16 @src(half %x) {
  %b = bitcast half %x to i16
  ret i16 %b
}

define i16 @tgt(half %x) {
  %a = fadd half %x, -0.0
  %b = bitcast half %a to i16
  ret i16 %b
}
