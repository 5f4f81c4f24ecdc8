; langref: !heapallocsite: marks a heap allocation call for debug info; no meaning for values
; expect: i32 2 -> i32 3

define i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) {
  %r = call i32 @g(i32 %a), !heapallocsite !0
  ret i32 %r
}

!0 = !{}
