; EXPECT: correct
; WHY: select nnan gives poison when the chosen x86_fp80 value is a NaN, so the target may replace it by anything there (here: the NaN test folded away)
define x86_fp80 @src(i1 %c, x86_fp80 %x, x86_fp80 %y) {
  %s = select nnan i1 %c, x86_fp80 %x, x86_fp80 %y
  ret x86_fp80 %s
}

define x86_fp80 @tgt(i1 %c, x86_fp80 %x, x86_fp80 %y) {
  %n = fcmp uno x86_fp80 %x, %x
  %x2 = select i1 %n, x86_fp80 0xK3FFF8000000000000000, x86_fp80 %x
  %s = select i1 %c, x86_fp80 %x2, x86_fp80 %y
  ret x86_fp80 %s
}
