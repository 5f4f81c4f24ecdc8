; EXPECT: incorrect
; WHY: add nuw is poison on unsigned overflow; x=255 gives poison in tgt but 0 in src
define i8 @src(i8 %x) {
  %a = add i8 %x, 1
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = add nuw i8 %x, 1
  ret i8 %a
}
