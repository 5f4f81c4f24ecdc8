; EXPECT: incorrect
; A load forwarded from a store across a store through another pointer
; argument: the two may point into one object.
define i32 @src(ptr %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt(ptr %p, ptr %q) {
  store i32 1, ptr %p
  store i32 2, ptr %q
  ret i32 1
}
