; langref: volatile on load: a volatile load reads memory like a plain one
; expect: i32 6 -> i32 6

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p
  %v = load volatile i32, ptr %p
  ret i32 %v
}
