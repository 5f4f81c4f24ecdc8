; EXPECT: incorrect
; WHY: shl nuw is poison when a set bit is shifted out; x=128 gives 0 in src, poison in tgt
define i8 @src(i8 %x) {
  %a = shl i8 %x, 1
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = shl nuw i8 %x, 1
  ret i8 %a
}
