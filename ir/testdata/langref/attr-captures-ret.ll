; langref: captures(ret: address, provenance): the pointer is captured only through the return value
; expect: i32 3 -> i32 3

define ptr @g(ptr captures(ret: address, provenance) %p) {
  ret ptr %p
}

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  %q = call ptr @g(ptr %o)
  %v = load i32, ptr %q
  ret i32 %v
}
