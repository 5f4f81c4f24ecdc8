; langref: store: writes the value's bytes at the address (little-endian here)
; expect: i32 258 -> i8 1

define i8 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p, align 4
  %q = getelementptr i8, ptr %p, i64 1
  %v = load i8, ptr %q
  ret i8 %v
}
