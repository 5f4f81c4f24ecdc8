; extractvalue: nested struct/array indices
define i32 @f({ i32, { float, [3 x i32] } } %agg) {
  %a = extractvalue { i32, { float, [3 x i32] } } %agg, 0
  %b = extractvalue { i32, { float, [3 x i32] } } %agg, 1, 1, 2
  %c = extractvalue { i32, { float, [3 x i32] } } %agg, 1
  %d = extractvalue { float, [3 x i32] } %c, 1, 0
  %s = add i32 %a, %b
  %t = add i32 %s, %d
  ret i32 %t
}
define i8 @packed(<{ i8, i32 }> %p) {
  %a = extractvalue <{ i8, i32 }> %p, 0
  ret i8 %a
}
