; EXPECT: incorrect
; WHY: shl nsw is poison when shifted-out bits differ from the result sign; x=64 in tgt
define i8 @src(i8 %x) {
  %a = shl i8 %x, 1
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = shl nsw i8 %x, 1
  ret i8 %a
}
