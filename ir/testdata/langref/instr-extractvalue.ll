; langref: extractvalue: the member at the constant indices
; expect: i32 3 -> i32 3

define i32 @f(i32 %a) {
  %s = insertvalue { i8, [2 x i32] } poison, i32 %a, 1, 1
  %r = extractvalue { i8, [2 x i32] } %s, 1, 1
  ret i32 %r
}
