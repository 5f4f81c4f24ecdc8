; langref: !kcfi_type: a type hash for KCFI; no meaning for values
; expect: i32 2 -> i32 2

define i32 @f(i32 %a) !kcfi_type !0 {
  ret i32 %a
}

!0 = !{i32 12345678}
