; EXPECT: incorrect
; WHY: without the assume nothing bounds x; x=20 makes src return false
define i1 @src(i8 %x) {
  %r = icmp ult i8 %x, 20
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
