; langref: !prof function_entry_count: a profile count of the function; a hint
; expect: i32 2 -> i32 2

define i32 @f(i32 %a) !prof !0 {
  ret i32 %a
}

!0 = !{!"function_entry_count", i64 1000}
