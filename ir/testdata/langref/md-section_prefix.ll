; langref: !section_prefix: a hint for the function's section; no meaning for values
; expect: i32 2 -> i32 2

define i32 @f(i32 %a) !section_prefix !0 {
  ret i32 %a
}

!0 = !{!"function_section_prefix", !"hot"}
