; EXPECT: incorrect
; WHY: the final contents of a global are observable, so removing the store to @g changes behaviour
@g = global i8 0

define i8 @src(i8 %x) {
  store i8 %x, ptr @g
  ret i8 0
}

define i8 @tgt(i8 %x) {
  ret i8 0
}
