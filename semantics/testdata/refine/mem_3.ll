; EXPECT: correct
; WHY: a store to a local alloca that is never read is unobservable (dead-store elimination)
define i8 @src(i8 %x) {
  %a = alloca i8
  store i8 %x, ptr %a
  ret i8 0
}

define i8 @tgt(i8 %x) {
  ret i8 0
}
