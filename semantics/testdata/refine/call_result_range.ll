; EXPECT: correct
; The world answers within the declaration's range attribute.
declare range(i32 0, 4) i32 @f()
define i1 @src() {
  %v = call i32 @f()
  %c = icmp ult i32 %v, 4
  ret i1 %c
}
define i1 @tgt() {
  %v = call i32 @f()
  ret i1 true
}
