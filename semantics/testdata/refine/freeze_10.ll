; EXPECT: correct
; WHY: br on poison/undef is UB in src, so tgt may branch on a frozen copy instead
define i8 @src(i1 %c) {
entry:
  br i1 %c, label %t, label %e

t:
  ret i8 1

e:
  ret i8 2
}

define i8 @tgt(i1 %c) {
entry:
  %f = freeze i1 %c
  br i1 %f, label %t, label %e

t:
  ret i8 1

e:
  ret i8 2
}
