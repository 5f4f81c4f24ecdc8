; EXPECT: incorrect
; WHY: range on a call argument makes an out-of-range value poison; x=20 gives 20 in src, poison in tgt
define i8 @id(i8 %a) {
  ret i8 %a
}

define i8 @src(i8 %x) {
  %r = call i8 @id(i8 %x)
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = call i8 @id(i8 range(i8 0, 10) %x)
  ret i8 %r
}
