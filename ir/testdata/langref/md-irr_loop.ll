; langref: !irr_loop: the header weight of an irreducible loop; a hint
; expect: i1 true -> i32 1

define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %x, !irr_loop !0
x:
  ret i32 1
b:
  ret i32 2
}

!0 = !{!"loop_header_weight", i64 100}
