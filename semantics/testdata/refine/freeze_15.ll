; EXPECT: correct
; WHY: one freeze is one value: f == f, f ^ f and f & f are exact in src (x=poison included), and tgt folds them
define i8 @src(i8 %x) {
  %f = freeze i8 %x
  %c = icmp sle i8 %f, %f
  %z = xor i8 %f, %f
  %a = and i8 %f, %f
  %s = sub i8 %a, %f
  %e = zext i1 %c to i8
  %r = add i8 %z, %e
  %t = add i8 %r, %s
  ret i8 %t
}

define i8 @tgt(i8 %x) {
  ret i8 1
}
