; EXPECT: incorrect
; WHY: without exact, lshr drops the low bit: x=1 gives 0 in src, 1 in tgt
define i8 @src(i8 %x) {
  %a = lshr i8 %x, 1
  %b = shl i8 %a, 1
  ret i8 %b
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
