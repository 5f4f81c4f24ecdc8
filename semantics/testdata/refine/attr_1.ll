; EXPECT: correct
; WHY: a noundef parameter that is poison or undef is UB, so freezing it is a no-op and may be removed
define i8 @src(i8 noundef %x) {
  %f = freeze i8 %x
  ret i8 %f
}

define i8 @tgt(i8 noundef %x) {
  ret i8 %x
}
