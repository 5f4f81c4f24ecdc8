; EXPECT: correct
; WHY: execution reaching unreachable is UB, so tgt may assume the branch is never taken
define i8 @src(i1 %c, i8 %x) {
entry:
  br i1 %c, label %u, label %ok

u:
  unreachable

ok:
  ret i8 %x
}

define i8 @tgt(i1 %c, i8 %x) {
entry:
  ret i8 %x
}
