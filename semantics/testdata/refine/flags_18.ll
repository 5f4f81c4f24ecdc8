; EXPECT: incorrect
; WHY: sdiv rounds toward zero and ashr toward -inf; x=-1 gives 0 in src and -1 in tgt
define i8 @src(i8 %x) {
  %a = sdiv i8 %x, 4
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = ashr i8 %x, 2
  ret i8 %a
}
