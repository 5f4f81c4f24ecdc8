; EXPECT: correct
; WHY: a load through an out-of-bounds inbounds GEP is UB in src, so tgt may clamp the index
@g = global [4 x i8] c"\01\02\03\04"

define i8 @src(i8 %i) {
  %p = getelementptr inbounds i8, ptr @g, i8 %i
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt(i8 %i) {
  %m = and i8 %i, 3
  %p = getelementptr inbounds i8, ptr @g, i8 %m
  %v = load i8, ptr %p
  ret i8 %v
}
