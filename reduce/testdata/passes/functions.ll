; The predicate: @f still divides. Every other function can go.
; passes: functions
; keep @f: udiv
; expect: functions
define i32 @f(i32 %x, i32 %y) {
  %q = udiv i32 %x, %y
  %r = call i32 @g(i32 %q)
  ret i32 %r
}

define i32 @g(i32 %a) {
  %b = call i32 @h(i32 %a)
  %c = add i32 %b, 1
  ret i32 %c
}

define internal i32 @h(i32 %a) {
  %b = mul i32 %a, 3
  ret i32 %b
}

define i32 @t0() {
  ret i32 7
}

declare void @unused(ptr)
