; langref: volatile on store: a volatile store writes memory like a plain one
; expect: i32 6 -> i32 6

define i32 @f(i32 %a) {
  %p = alloca i32
  store volatile i32 %a, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
