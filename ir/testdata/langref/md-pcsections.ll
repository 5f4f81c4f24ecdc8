; langref: !pcsections: emits the instruction's address into a section; no meaning for values
; expect: i32 4 -> i32 5

define i32 @f(i32 %a) {
  %r = add i32 %a, 1, !pcsections !0
  ret i32 %r
}

!0 = !{!"my.section"}
