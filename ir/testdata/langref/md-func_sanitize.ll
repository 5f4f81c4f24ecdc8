; langref: !func_sanitize: a type hash for -fsanitize=function; no meaning for values
; expect: i32 2 -> i32 2

define i32 @f(i32 %a) !func_sanitize !0 {
  ret i32 %a
}

!0 = !{i32 -1056584962, i32 905068220}
