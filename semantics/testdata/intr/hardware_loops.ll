; Hardware-loop intrinsics (the loop shapes the HardwareLoops pass
; emits): set.loop.iterations "用于指定硬件循环的循环计数" and "不对其操作数执行任何
; 算术运算"; loop.decrement(1) then counts it down and is true while it is
; not zero, so a do-while loop after set.loop.iterations(n) runs n times.
; start.loop.iterations "生成与输入相同的值", the start of a counter
; loop.decrement.reg takes down. test.set.loop.iterations: "结果是给定计数是
; 否非零的条件值", so with a count of 0 the while loop is not entered.
; (x86 cannot select these intrinsics: no lli-22 check.)
; RUN: @t_set i32 3 -> i32 3
; RUN: @t_set i32 1 -> i32 1
; RUN: @t_start i32 4 -> i32 4
; RUN: @t_start_value i32 9 -> i32 9
; RUN: @t_test_set i32 0 -> i32 0
; RUN: @t_test_set i32 2 -> i32 2

define i32 @t_set(i32 %n) {
entry:
  call void @llvm.set.loop.iterations.i32(i32 %n)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %go = call i1 @llvm.loop.decrement.i32(i32 1)
  br i1 %go, label %loop, label %exit

exit:
  ret i32 %i1
}

define i32 @t_start(i32 %n) {
entry:
  %s = call i32 @llvm.start.loop.iterations.i32(i32 %n)
  br label %loop

loop:
  %c = phi i32 [ %s, %entry ], [ %c1, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c1 = call i32 @llvm.loop.decrement.reg.i32(i32 %c, i32 1)
  %go = icmp ne i32 %c1, 0
  br i1 %go, label %loop, label %exit

exit:
  ret i32 %i1
}

define i32 @t_start_value(i32 %n) {
  %s = call i32 @llvm.start.loop.iterations.i32(i32 %n)
  ret i32 %s
}

define i32 @t_test_set(i32 %n) {
entry:
  %t = call i1 @llvm.test.set.loop.iterations.i32(i32 %n)
  br i1 %t, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %go = call i1 @llvm.loop.decrement.i32(i32 1)
  br i1 %go, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %i1, %loop ]
  ret i32 %r
}
