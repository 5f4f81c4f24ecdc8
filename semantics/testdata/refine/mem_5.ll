; EXPECT: correct
; WHY: a store overwritten by a later store to the same address before any read is dead
@g = global i8 0

define void @src(i8 %x, i8 %y) {
  store i8 %x, ptr @g
  store i8 %y, ptr @g
  ret void
}

define void @tgt(i8 %x, i8 %y) {
  store i8 %y, ptr @g
  ret void
}
