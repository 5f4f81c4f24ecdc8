; langref: !guid: a global's stable identifier for ThinLTO; no meaning for values
; expect: i32 2 -> i32 2

define i32 @f(i32 %a) !guid !0 {
  ret i32 %a
}

!0 = !{i64 1234567890}
