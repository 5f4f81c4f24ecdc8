; langref: !llvm.mem.parallel_loop_access: the older form of parallel loop accesses; the accesses are plain
; expect: i32 2 -> i32 1

define i32 @f(i32 %n) {
entry:
  %p = alloca i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  store i32 %i, ptr %p, !llvm.mem.parallel_loop_access !0
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  %v = load i32, ptr %p
  ret i32 %v
}

!0 = distinct !{!0}
