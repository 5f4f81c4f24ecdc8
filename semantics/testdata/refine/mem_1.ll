; EXPECT: correct
; WHY: a load right after a store to the same address returns the stored value (store-to-load forwarding)
@g = global i8 0

define i8 @src(i8 %x) {
  store i8 %x, ptr @g
  %v = load i8, ptr @g
  ret i8 %v
}

define i8 @tgt(i8 %x) {
  store i8 %x, ptr @g
  ret i8 %x
}
