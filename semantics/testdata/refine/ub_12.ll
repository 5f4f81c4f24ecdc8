; EXPECT: correct
; WHY: a load from the null pointer is UB, so the c=1 path of src allows anything
@g = global i8 5

define i8 @src(i1 %c) {
entry:
  br i1 %c, label %n, label %ok

n:
  %v = load i8, ptr null
  ret i8 %v

ok:
  %w = load i8, ptr @g
  ret i8 %w
}

define i8 @tgt(i1 %c) {
entry:
  %w = load i8, ptr @g
  ret i8 %w
}
