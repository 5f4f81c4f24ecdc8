; EXPECT: correct
; WHY: sub nuw is poison when y ugt x, otherwise x-y ule x
define i1 @src(i8 %x, i8 %y) {
  %a = sub nuw i8 %x, %y
  %c = icmp ule i8 %a, %x
  ret i1 %c
}

define i1 @tgt(i8 %x, i8 %y) {
  ret i1 true
}
