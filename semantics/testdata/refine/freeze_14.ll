; EXPECT: incorrect
; WHY: each freeze picks its own value, so two freezes of a poison x may differ (x=poison); src's one freeze gives f - f = 0 exactly (the abstract mode keeps that both operands are one register's fixed choice)
define i8 @src(i8 %x) {
  %f = freeze i8 %x
  %s = sub i8 %f, %f
  ret i8 %s
}

define i8 @tgt(i8 %x) {
  %f = freeze i8 %x
  %g = freeze i8 %x
  %s = sub i8 %f, %g
  ret i8 %s
}
