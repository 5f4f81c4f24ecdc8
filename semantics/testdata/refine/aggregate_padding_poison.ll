; EXPECT: correct
; A store of an aggregate leaves its padding poison in the source (the
; Language Reference says undef; LLVM and Alive2 read it as poison, and
; poison allows all undef does), so a load of the padding may fold to
; poison (Alive2's aggregate-padding).
define i8 @src(ptr %p) {
  store i32 0, ptr %p, align 4
  %v = load {i8, i32}, ptr %p
  store {i8, i32} %v, ptr %p, align 4
  %p1 = getelementptr i8, ptr %p, i64 1
  %pad = load i8, ptr %p1
  ret i8 %pad
}
define i8 @tgt(ptr %p) {
  store i32 0, ptr %p, align 4
  ret i8 poison
}
