; langref: !llvm.access.group: groups accesses for llvm.loop.parallel_accesses; the accesses are plain
; expect: i32 3 -> i32 3

define i32 @f(i32 %n) {
entry:
  %p = alloca i32
  store i32 0, ptr %p
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  store i32 %i, ptr %p, !llvm.access.group !1
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %v = load i32, ptr %p
  %w = add i32 %v, 1
  ret i32 %w
}

!0 = distinct !{!0, !2}
!1 = distinct !{}
!2 = !{!"llvm.loop.parallel_accesses", !1}
