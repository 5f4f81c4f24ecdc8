; The predicate: @g is still called and still computes an or.
; passes: arguments
; keep @g: or i32
; keep @f: call
; expect: arguments
define i32 @f(i32 %x, i64 %unused) {
  %r = call i32 @g(i32 %x, float 1.5, ptr null)
  ret i32 %r
}

define internal i32 @g(i32 %a, float %b, ptr %p) {
  %c = or i32 %a, 7
  ret i32 %c
}
