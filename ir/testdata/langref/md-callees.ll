; langref: !callees: the indirect call calls one of the listed functions
; expect: i32 2 -> i32 3

define i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @h(i32 %x) {
  ret i32 %x
}

define i32 @f(i32 %a) {
  %p = select i1 true, ptr @g, ptr @h
  %r = call i32 %p(i32 %a), !callees !0
  ret i32 %r
}

!0 = !{ptr @g, ptr @h}
