; EXPECT: correct
; WHY: inverting the condition and swapping arms preserves select semantics, including poison
define i8 @src(i1 %c, i8 %x, i8 %y) {
  %s = select i1 %c, i8 %x, i8 %y
  ret i8 %s
}

define i8 @tgt(i1 %c, i8 %x, i8 %y) {
  %n = xor i1 %c, true
  %s = select i1 %n, i8 %y, i8 %x
  ret i8 %s
}
