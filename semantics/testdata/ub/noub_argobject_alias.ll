; Two pointer arguments into one object (at offsets 0 and 2): a store
; through one is seen through the other.
; ARGS: [4 x i8] <00 00 00 00> align 4; &0+2
; EXPECT: i8 7
define i8 @f(ptr %p, ptr %q) {
  %p2 = getelementptr i8, ptr %p, i64 2
  store i8 7, ptr %p2
  %v = load i8, ptr %q
  ret i8 %v
}
