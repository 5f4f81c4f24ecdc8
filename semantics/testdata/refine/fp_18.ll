; EXPECT: incorrect
; WHY: fneg only flips the sign bit (bit-exact even for NaN), fsub may not: after bitcast a NaN x is observable (IEEE fsub keeps the NaN's sign)
define i16 @src(half %x) {
  %n = fneg half %x
  %b = bitcast half %n to i16
  ret i16 %b
}

define i16 @tgt(half %x) {
  %n = fsub half -0.0, %x
  %b = bitcast half %n to i16
  ret i16 %b
}
