; EXPECT: correct
; WHY: sdiv of INT_MIN by -1 and division by zero are UB in src (noundef args); elsewhere tgt recomputes x/y exactly
define i8 @src(i8 noundef %x, i8 noundef %y) {
  %q = sdiv i8 %x, %y
  ret i8 %q
}

define i8 @tgt(i8 noundef %x, i8 noundef %y) {
  %q = sdiv i8 %x, %y
  %m = mul i8 %q, %y
  %r = sub i8 %x, %m
  %d = sub i8 %x, %r
  %q2 = sdiv exact i8 %d, %y
  ret i8 %q2
}
