; EXPECT: incorrect
; WHY: without ninf x=+Inf gives m=+Inf, which compares oeq to +Inf, so src returns true
define i1 @src(float %x) {
  %m = fmul float %x, 2.0
  %c = fcmp oeq float %m, 0x7FF0000000000000
  ret i1 %c
}

define i1 @tgt(float %x) {
  ret i1 false
}
