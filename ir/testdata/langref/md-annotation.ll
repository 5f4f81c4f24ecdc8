; langref: !annotation: remarks for the user; no meaning
; expect: i32 2 -> i32 3

define i32 @f(i32 %a) {
  %r = add i32 %a, 1, !annotation !0
  ret i32 %r
}

!0 = !{!"auto-init"}
