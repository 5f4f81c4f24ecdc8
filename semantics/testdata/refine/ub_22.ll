; EXPECT: incorrect
; WHY: a store to a constant global is UB; tgt stores to @k on every input while src just loads it
@k = constant i8 5

define i8 @src(i8 %x) {
  %v = load i8, ptr @k
  ret i8 %v
}

define i8 @tgt(i8 %x) {
  store i8 5, ptr @k
  ret i8 5
}
