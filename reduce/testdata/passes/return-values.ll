; The predicate: @g still stores a product. Its result is not needed.
; passes: return-values
; keep @g: store i32 %m
; expect: return-values
@out = global i32 0

define i32 @f(i32 %x) {
  %r = call i32 @g(i32 %x)
  ret i32 0
}

define internal i32 @g(i32 %a) {
  %m = mul i32 %a, %a
  store i32 %m, ptr @out, align 4
  ret i32 %m
}
