; The predicate: @f still has a udiv. The computation around it goes; the
; udiv's operands forward to same-typed operands or become constants.
; passes: instructions
; keep @f: udiv
; expect: instructions
@g = global i32 0

define i32 @f(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %b = mul i32 %a, 13
  %c = udiv i32 %b, %y
  %d = sub i32 %c, %a
  store i32 %d, ptr @g, align 4
  %e = shl i32 %d, 2
  ret i32 %e
}
