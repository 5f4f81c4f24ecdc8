; langref: !prof VP: value profile of an indirect call's targets; a hint
; expect: i32 2 -> i32 3

define i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %a) {
  %p = select i1 true, ptr @g, ptr null
  %r = call i32 %p(i32 %a), !prof !0
  ret i32 %r
}

!0 = !{!"VP", i32 0, i64 10, i64 12345, i64 10}
