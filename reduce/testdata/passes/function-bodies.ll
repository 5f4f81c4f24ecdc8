; The predicate: @f still calls @g; @g's body does not matter.
; passes: function-bodies
; keep @f: call i32 @g
; expect: function-bodies
define i32 @f(i32 %x) {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

define internal i32 @g(i32 %a) {
  %b = mul i32 %a, 3
  %c = add i32 %b, 1
  ret i32 %c
}
