; langref: inttoptr: a pointer with the integer as its address
; expect: -> i32 42

define i32 @f() {
  %p = alloca i32
  store i32 42, ptr %p
  %a = ptrtoint ptr %p to i64
  %q = inttoptr i64 %a to ptr
  %v = load i32, ptr %q
  ret i32 %v
}
