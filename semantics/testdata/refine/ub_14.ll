; EXPECT: incorrect
; WHY: an out-of-bounds load is UB; removing the bounds check makes tgt UB at i=4
@g = global [4 x i8] c"\01\02\03\04"

define i8 @src(i8 %i) {
entry:
  %c = icmp ult i8 %i, 4
  br i1 %c, label %in, label %out

in:
  %p = getelementptr i8, ptr @g, i8 %i
  %v = load i8, ptr %p
  ret i8 %v

out:
  ret i8 0
}

define i8 @tgt(i8 %i) {
entry:
  %c = icmp ult i8 %i, 4
  %p = getelementptr i8, ptr @g, i8 %i
  %v = load i8, ptr %p
  %r = select i1 %c, i8 %v, i8 0
  ret i8 %r
}
