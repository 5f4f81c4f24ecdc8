; EXPECT: incorrect
; WHY: a function that returns something other than its returned parameter gives its caller no particular value (poison): not a refinement of returning it
define i8 @src(i8 %a) {
  ret i8 %a
}

define i8 @tgt(i8 returned %a) {
  %b = add i8 %a, 1
  ret i8 %b
}
