; EXPECT: incorrect
; WHY: reading 2 bytes at offset 3 of a 4-byte object is out of bounds (UB) in tgt
@g = global [4 x i8] c"\01\02\03\04"

define i8 @src(i8 %x) {
  %p = getelementptr i8, ptr @g, i64 3
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt(i8 %x) {
  %p = getelementptr i8, ptr @g, i64 3
  %w = load i16, ptr %p, align 1
  %v = trunc i16 %w to i8
  ret i8 %v
}
