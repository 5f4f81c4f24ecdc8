; EXPECT: correct
; WHY: mul nuw x, 2 and shl nuw x, 1 are both poison exactly when the top bit of x is set
define i8 @src(i8 %x) {
  %a = mul nuw i8 %x, 2
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = shl nuw i8 %x, 1
  ret i8 %a
}
