; insertvalue: chains, nested, constants
%pair = type { ptr, i64 }
define { i32, [2 x float] } @f(i32 %a, float %b) {
  %x = insertvalue { i32, [2 x float] } undef, i32 %a, 0
  %y = insertvalue { i32, [2 x float] } %x, float %b, 1, 1
  %z = insertvalue { i32, [2 x float] } %y, [2 x float] zeroinitializer, 1
  ret { i32, [2 x float] } %z
}
define %pair @g(ptr %p) {
  %x = insertvalue %pair poison, ptr %p, 0
  %y = insertvalue %pair %x, i64 8, 1
  ret %pair %y
}
