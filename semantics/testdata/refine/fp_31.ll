; EXPECT: incorrect
; WHY: fcmp oeq treats -0.0 and +0.0 as equal, but their bit patterns differ: x=-0.0
define i1 @src(float %x) {
  %c = fcmp oeq float %x, 0.0
  ret i1 %c
}

define i1 @tgt(float %x) {
  %b = bitcast float %x to i32
  %c = icmp eq i32 %b, 0
  ret i1 %c
}
